import {
  TONES,
  isFieldVisible,
  serviceLines,
  serviceQuestion,
  type OnboardingAnswers,
  type OnboardingFieldId,
  type OnboardingStep,
  type Tone,
} from '@concierge/shared';

/** A text the wizard offers for one field; choosing it fills that field. */
export interface FieldSuggestion {
  id: string;
  field: OnboardingFieldId;
  text: string;
}

export interface StepSuggestions {
  fills: FieldSuggestion[];
  /** The questions the starter knowledge base will answer (no field to fill). */
  faqTopics: string[];
}

/** The tone the texts are written in until one is chosen (tone is asked after fallback_response). */
const DEFAULT_TONE: Tone = 'Friendly';
/** Reads well after "to", "at" and "from" when no business name is given yet. */
const UNNAMED_BUSINESS = 'our business';

type Template = (name: string) => string;

const GREETINGS: Record<Tone, Template[]> = {
  Friendly: [
    (name) => `Hi there! Welcome to ${name}. How can I help you today?`,
    (name) => `Hello and welcome to ${name}! Ask me anything about our services.`,
  ],
  Professional: [
    (name) => `Welcome to ${name}. How may I assist you today?`,
    (name) => `Thank you for contacting ${name}. What can I help you with?`,
  ],
  Reassuring: [
    (name) =>
      `Welcome to ${name}. You're in good hands: ask me anything and we'll sort it out together.`,
  ],
  Casual: [
    (name) => `Hey! Thanks for stopping by ${name}. What's up?`,
    (name) => `Hi! Got a question about ${name}? Fire away.`,
  ],
  Formal: [(name) => `Good day, and welcome to ${name}. How may I be of assistance?`],
};

const FALLBACKS: Record<Tone, Template[]> = {
  Friendly: [
    (name) =>
      `Hmm, I'm not sure about that one. Could you rephrase it, or shall I ask someone from ${name} to get back to you?`,
  ],
  Professional: [
    (name) =>
      `I don't have that information yet. Please rephrase your question, or leave your details and someone from ${name} will follow up.`,
    () => "I'm sorry, I couldn't find an answer to that. Could you phrase it differently?",
  ],
  Reassuring: [
    (name) =>
      `I don't want to give you a wrong answer. Let me pass your question to the team at ${name}; they'll get back to you soon.`,
  ],
  Casual: [() => 'Not sure I caught that. Mind asking it another way?'],
  Formal: [
    (name) =>
      `I regret that I cannot answer that question. A representative of ${name} will be pleased to assist you.`,
  ],
};

const COMPLAINT_POLICIES: Record<Tone, Template> = {
  Friendly: (name) =>
    `We're sorry something went wrong! Tell us what happened and someone from ${name} will get back to you within one business day.`,
  Professional: (name) =>
    `We record every complaint, and a member of staff at ${name} responds within one business day. If needed, we call you back.`,
  Reassuring: (name) =>
    `We take every concern seriously. Share what happened and the team at ${name} will personally follow up within one business day.`,
  Casual: () =>
    "Sorry about that! Tell us what happened and we'll make it right, usually within a day.",
  Formal: (name) =>
    `Complaints are acknowledged promptly and reviewed by the management of ${name}, who will respond within one business day.`,
};

/** Examples for services_offered, one per line, by industry (SPEC's sample business first). */
const SERVICES_BY_INDUSTRY: Record<string, string[]> = {
  'Healthcare & Diagnostics': [
    'Blood tests',
    'Home sample collection',
    'Online test reports',
    'Health check-up packages',
  ],
  'Dental & Medical Clinic': [
    'General check-ups',
    'Teeth cleaning',
    'Emergency appointments',
    'Vaccinations',
  ],
  'Retail & E-commerce': ['Free delivery', 'Returns and exchanges', 'Gift cards', 'Order tracking'],
  'Professional Services': [
    'Free initial consultation',
    'Tax preparation',
    'Bookkeeping',
    'Business advice',
  ],
  'Education & Training': [
    'Online courses',
    'One-to-one tutoring',
    'Certificates',
    'Group workshops',
  ],
  'Hospitality & Travel': ['Room booking', 'Airport transfers', 'Guided tours', 'Late check-out'],
  'Real Estate': ['Property valuation', 'Viewings', 'Rental management', 'Mortgage advice'],
  'Financial Services': ['Savings accounts', 'Personal loans', 'Insurance', 'Financial planning'],
  'Software & Technology': [
    'Free trial',
    'Onboarding and training',
    '24/7 support',
    'Custom integrations',
  ],
  Other: ['Consultations', 'Appointments', 'Customer support'],
};

function text(answers: OnboardingAnswers, id: OnboardingFieldId): string {
  const value = answers[id];
  return typeof value === 'string' ? value.trim() : '';
}

function chosenTone(answers: OnboardingAnswers): Tone {
  const tone = text(answers, 'tone');
  return (TONES as readonly string[]).includes(tone) ? (tone as Tone) : DEFAULT_TONE;
}

/** Every fill suggestion the answers so far allow, whatever the step. */
export function fieldSuggestions(answers: OnboardingAnswers): FieldSuggestion[] {
  const tone = chosenTone(answers);
  const name = text(answers, 'business_name') || UNNAMED_BUSINESS;
  const suggestions: FieldSuggestion[] = [];
  const add = (field: OnboardingFieldId, templates: Template[]) =>
    templates.forEach((template, index) =>
      suggestions.push({ id: `${field}-${tone}-${index}`, field, text: template(name) }),
    );

  const services = SERVICES_BY_INDUSTRY[text(answers, 'industry')];
  if (services && !text(answers, 'services_offered')) {
    suggestions.push({
      id: 'services_offered-examples',
      field: 'services_offered',
      text: services.join('\n'),
    });
  }
  add('fallback_response', FALLBACKS[tone]);
  add('handle_complaints', [COMPLAINT_POLICIES[tone]]);
  add('greeting_message', GREETINGS[tone]);
  return suggestions;
}

/** One question per line of services_offered, worded as the starter knowledge base words it. */
export function faqTopics(servicesOffered: string): string[] {
  return serviceLines(servicesOffered).map(serviceQuestion);
}

/**
 * What the panel shows on a step: the fill suggestions for its visible fields, and the FAQ
 * topics on the step that creates the starter knowledge base (generate_kb) while it is on.
 */
export function suggestionsForStep(
  step: OnboardingStep,
  answers: OnboardingAnswers,
): StepSuggestions {
  const visible = new Set(
    step.fields.filter((field) => isFieldVisible(field, answers)).map((field) => field.id),
  );
  return {
    fills: fieldSuggestions(answers).filter((suggestion) => visible.has(suggestion.field)),
    faqTopics:
      visible.has('generate_kb') && answers.generate_kb === true
        ? faqTopics(text(answers, 'services_offered'))
        : [],
  };
}
