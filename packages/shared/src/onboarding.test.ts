import { describe, expect, it } from 'vitest';
import {
  LEAD_GENERATION_GOAL,
  ONBOARDING_STEPS,
  hasAnswer,
  initialAnswers,
  isFieldVisible,
  isStepComplete,
  onboardingCompleteness,
  requiredFields,
  serviceLines,
  serviceQuestion,
  suggestionsAvailable,
  type OnboardingAnswers,
  type OnboardingField,
  type OnboardingStep,
} from './onboarding.js';

function stepAt(index: number): OnboardingStep {
  const step = ONBOARDING_STEPS[index];
  if (!step) throw new Error(`no step ${index}`);
  return step;
}
const basics = stepAt(0);
const goals = stepAt(1);
const knowledge = stepAt(2);
const tone = stepAt(3);
const review = stepAt(4);

/** Answers that complete each step on its own (lead generation not chosen). */
const completeAnswers: Record<string, OnboardingAnswers> = {
  'step-1': {
    industry: 'Healthcare & Diagnostics',
    business_name: 'Riverside Diagnostics',
    services_offered: 'Blood tests',
  },
  'step-2': { goals: ['Customer Support'], channels: ['Website Widget'] },
  'step-3': {
    knowledge_sources: ['Uploaded documents'],
    update_frequency: 'Weekly',
    fallback_response: 'Let me find someone who knows.',
  },
  'step-4': { tone: 'Friendly', greeting_message: 'Hi there!' },
  'step-5': { review_confirmation: true },
};
const answersFor = (step: OnboardingStep): OnboardingAnswers => completeAnswers[step.id] ?? {};

function field(id: string): OnboardingField {
  const found = ONBOARDING_STEPS.flatMap((step) => step.fields).find((item) => item.id === id);
  if (!found) throw new Error(`no field ${id}`);
  return found;
}

describe('ONBOARDING_STEPS', () => {
  it('has five steps whose weights follow SPEC §9 and add up to 100', () => {
    expect(ONBOARDING_STEPS.map((step) => [step.id, step.weight])).toEqual([
      ['step-1', 25],
      ['step-2', 25],
      ['step-3', 20],
      ['step-4', 20],
      ['step-5', 10],
    ]);
  });
});

describe('onboardingCompleteness (SPEC §9)', () => {
  it('is 0 with nothing answered, the defaults included', () => {
    expect(onboardingCompleteness(ONBOARDING_STEPS, {})).toBe(0);
    expect(onboardingCompleteness(ONBOARDING_STEPS, initialAnswers(ONBOARDING_STEPS))).toBe(0);
  });

  it.each([
    [basics, 25],
    [goals, 25],
    [knowledge, 20],
    [tone, 20],
    [review, 10],
  ])('a complete $id earns its whole weight', (step, weight) => {
    expect(onboardingCompleteness(ONBOARDING_STEPS, answersFor(step))).toBe(weight);
  });

  it('is 100 when every step is complete', () => {
    const all = Object.assign({}, ...Object.values(completeAnswers)) as OnboardingAnswers;
    expect(onboardingCompleteness(ONBOARDING_STEPS, all)).toBe(100);
  });

  it('gives an incomplete step half its weight in proportion to the required fields filled', () => {
    // Step 1 with 2 of 3 required: 25 / 2 * 2 / 3 = 8.33 → 8.
    expect(onboardingCompleteness([basics], { industry: 'Other', business_name: 'Lab' })).toBe(8);
    // Step 3 with 1 of 3 required: 20 / 2 / 3 = 3.33 → 3.
    expect(onboardingCompleteness([knowledge], { update_frequency: 'Daily' })).toBe(3);
  });

  it('ignores optional fields', () => {
    expect(
      onboardingCompleteness([basics], { website: 'https://a.example', has_pricing: true }),
    ).toBe(0);
  });

  it('rounds the sum, not each step', () => {
    // Step 1 (1 of 3) + step 3 (1 of 3): 4.1667 + 3.3333 = 7.5 → 8, where rounding each step
    // would give 4 + 3 = 7 (and a naive floating-point sum 7.4999… → 7).
    expect(
      onboardingCompleteness([basics, knowledge], { industry: 'Other', update_frequency: 'Daily' }),
    ).toBe(8);
    // 12.5 * 1/2 = 6.25 → 6.
    expect(onboardingCompleteness([goals], { goals: ['Answer FAQs'] })).toBe(6);
  });

  it('counts a weight-only step without required fields as complete', () => {
    const optional: OnboardingStep = { ...review, weight: 10, fields: [field('generate_kb')] };
    expect(onboardingCompleteness([optional], {})).toBe(10);
  });
});

describe('suggestionsAvailable', () => {
  it('needs completeness above 30', () => {
    expect(suggestionsAvailable(0)).toBe(false);
    expect(suggestionsAvailable(30)).toBe(false);
    expect(suggestionsAvailable(31)).toBe(true);
    expect(suggestionsAvailable(100)).toBe(true);
  });

  it('opens once step 1 is complete and step 2 is half answered', () => {
    const answers = { ...answersFor(basics), goals: ['Customer Support'] };
    // 25 + 25/2 * 1/2 = 31.25 → 31.
    expect(onboardingCompleteness(ONBOARDING_STEPS, answers)).toBe(31);
    expect(suggestionsAvailable(onboardingCompleteness(ONBOARDING_STEPS, answers))).toBe(true);
    expect(onboardingCompleteness(ONBOARDING_STEPS, answersFor(basics))).toBe(25);
  });
});

describe('dependsOn: lead_qualification', () => {
  const leadQualification = field('lead_qualification');

  it('is hidden and not required until goals includes Lead Generation', () => {
    const answers: OnboardingAnswers = { goals: ['Customer Support'], channels: ['Help Center'] };
    expect(isFieldVisible(leadQualification, answers)).toBe(false);
    expect(isFieldVisible(leadQualification, {})).toBe(false);
    expect(requiredFields(goals, answers).map((item) => item.id)).toEqual(['goals', 'channels']);
    expect(isStepComplete(goals, answers)).toBe(true);
    expect(onboardingCompleteness([goals], answers)).toBe(25);
  });

  it('is visible and counted once Lead Generation is chosen', () => {
    const answers: OnboardingAnswers = {
      goals: ['Customer Support', LEAD_GENERATION_GOAL],
      channels: ['Help Center'],
    };
    expect(isFieldVisible(leadQualification, answers)).toBe(true);
    expect(requiredFields(goals, answers).map((item) => item.id)).toEqual([
      'goals',
      'channels',
      'lead_qualification',
    ]);
    expect(isStepComplete(goals, answers)).toBe(false);
    // 2 of 3 required: 12.5 * 2/3 = 8.33 → 8.
    expect(onboardingCompleteness([goals], answers)).toBe(8);
    expect(
      isStepComplete(goals, { ...answers, lead_qualification: 'Clinics within 20 miles' }),
    ).toBe(true);
  });

  it('matches a single-valued answer too', () => {
    expect(isFieldVisible(leadQualification, { goals: LEAD_GENERATION_GOAL })).toBe(true);
    expect(isFieldVisible(field('industry'), {})).toBe(true);
  });
});

describe('hasAnswer (SPEC §5)', () => {
  it.each([
    ['text', 'Riverside', true],
    ['blank text', '   ', false],
    ['empty text', '', false],
    ['select', 'Weekly', true],
    ['multiselect with a choice', ['Customer Support'], true],
    ['multiselect without choices', [], false],
    ['file names', ['prices.pdf'], true],
    ['no files', [], false],
    ['boolean ticked', true, true],
    ['boolean not ticked', false, false],
    ['missing', undefined, false],
  ] as const)('%s', (_case, value, expected) => {
    expect(hasAnswer(value as Parameters<typeof hasAnswer>[0])).toBe(expected);
  });
});

describe('initialAnswers', () => {
  it("takes each field's starting value and nothing else", () => {
    expect(initialAnswers(ONBOARDING_STEPS)).toEqual({
      has_pricing: false,
      collect_personal_info: true,
      generate_kb: true,
      setup_widget: true,
      review_confirmation: false,
    });
  });
});

describe('service questions', () => {
  it('reads one service per line, without bullets, numbers, blanks or repeats', () => {
    expect(serviceLines('- Blood tests\r\n\n2. Home sample collection\n• blood tests\n')).toEqual([
      'Blood tests',
      'Home sample collection',
    ]);
  });

  it('asks about a service mid-sentence, keeping acronyms', () => {
    expect(serviceQuestion('Home sample collection')).toBe('Do you offer home sample collection?');
    expect(serviceQuestion('MRI scans')).toBe('Do you offer MRI scans?');
  });
});
