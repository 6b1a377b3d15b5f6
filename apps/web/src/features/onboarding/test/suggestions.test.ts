import {
  ONBOARDING_STEPS,
  TONES,
  type OnboardingAnswers,
  type OnboardingStep,
} from '@concierge/shared';
import { describe, expect, it } from 'vitest';
import { faqTopics, fieldSuggestions, suggestionsForStep } from '../suggestions';

function stepWith(fieldId: string): OnboardingStep {
  const step = ONBOARDING_STEPS.find((item) => item.fields.some((field) => field.id === fieldId));
  if (!step) throw new Error(`no step holds ${fieldId}`);
  return step;
}
const basics = stepWith('business_name');
const goals = stepWith('goals');
const knowledge = stepWith('knowledge_sources');
const tone = stepWith('tone');
const review = stepWith('review_confirmation');

describe('fieldSuggestions', () => {
  it.each(TONES)('writes greeting, fallback and complaints texts in a %s tone', (chosen) => {
    const suggestions = fieldSuggestions({ tone: chosen, business_name: 'Riverside Lab' });
    const greetings = suggestions.filter((item) => item.field === 'greeting_message');
    const fallbacks = suggestions.filter((item) => item.field === 'fallback_response');
    const complaints = suggestions.filter((item) => item.field === 'handle_complaints');
    expect(greetings.length).toBeGreaterThanOrEqual(1);
    expect(greetings.length).toBeLessThanOrEqual(2);
    expect(fallbacks.length).toBeGreaterThanOrEqual(1);
    expect(fallbacks.length).toBeLessThanOrEqual(2);
    expect(complaints).toHaveLength(1);
    for (const greeting of greetings) expect(greeting.text).toContain('Riverside Lab');
    expect(new Set(suggestions.map((item) => item.id)).size).toBe(suggestions.length);
  });

  it('differs by tone', () => {
    const friendly = fieldSuggestions({ tone: 'Friendly', business_name: 'Lab' });
    const formal = fieldSuggestions({ tone: 'Formal', business_name: 'Lab' });
    expect(friendly.map((item) => item.text)).not.toEqual(formal.map((item) => item.text));
    expect(formal.find((item) => item.field === 'greeting_message')?.text).toBe(
      'Good day, and welcome to Lab. How may I be of assistance?',
    );
  });

  it('writes in a friendly tone for an unnamed business until a tone is chosen', () => {
    const greeting = fieldSuggestions({}).find((item) => item.field === 'greeting_message');
    expect(greeting?.text).toBe('Hi there! Welcome to our business. How can I help you today?');
  });

  it('offers services for the chosen industry only while services_offered is empty', () => {
    const examples = (answers: OnboardingAnswers) =>
      fieldSuggestions(answers).filter((item) => item.field === 'services_offered');
    expect(examples({})).toEqual([]);
    expect(examples({ industry: 'Healthcare & Diagnostics' })).toEqual([
      {
        id: 'services_offered-examples',
        field: 'services_offered',
        text: 'Blood tests\nHome sample collection\nOnline test reports\nHealth check-up packages',
      },
    ]);
    expect(examples({ industry: 'Real Estate', services_offered: '  ' })).toHaveLength(1);
    expect(examples({ industry: 'Real Estate', services_offered: 'Viewings' })).toEqual([]);
  });
});

describe('faqTopics', () => {
  it('asks one question per service line, skipping blanks, bullets and repeats', () => {
    expect(faqTopics('Blood tests\n\n- Home sample collection\n  Blood tests  \n')).toEqual([
      'Do you offer blood tests?',
      'Do you offer home sample collection?',
    ]);
    expect(faqTopics('')).toEqual([]);
  });
});

describe('suggestionsForStep', () => {
  const answers: OnboardingAnswers = {
    industry: 'Retail & E-commerce',
    business_name: 'Corner Shop',
    services_offered: '',
    tone: 'Casual',
    generate_kb: true,
  };

  it('keeps to the fields of the step', () => {
    const fieldsOf = (step: OnboardingStep) =>
      suggestionsForStep(step, answers).fills.map((item) => item.field);
    expect(fieldsOf(basics)).toEqual(['services_offered']);
    expect(fieldsOf(goals)).toEqual([]);
    expect(fieldsOf(knowledge)).toEqual(['fallback_response']);
    expect(new Set(fieldsOf(tone))).toEqual(new Set(['handle_complaints', 'greeting_message']));
    expect(fieldsOf(review)).toEqual([]);
  });

  it('lists the FAQ topics on the step that builds the starter knowledge base, while it is on', () => {
    const withServices = { ...answers, services_offered: 'Gift cards\nFree delivery' };
    expect(suggestionsForStep(review, withServices).faqTopics).toEqual([
      'Do you offer gift cards?',
      'Do you offer free delivery?',
    ]);
    expect(suggestionsForStep(basics, withServices).faqTopics).toEqual([]);
    expect(suggestionsForStep(review, { ...withServices, generate_kb: false }).faqTopics).toEqual(
      [],
    );
  });
});
