/**
 * SPEC §2 "Onboarding wizard", §3 "Onboarding step", §4 and §9: the five steps, their fields and
 * the arithmetic both sides agree on. The server serves ONBOARDING_STEPS (GET
 * /auth/onboarding-steps) and validates a submission against them; the wizard renders what it is
 * served and scores it with `onboardingCompleteness`.
 */
import type { HandoffTrigger } from './chatbot.js';

export const ONBOARDING_FIELD_TYPES = [
  'text',
  'textarea',
  'select',
  'multiselect',
  'boolean',
  'file',
] as const;
export type OnboardingFieldType = (typeof ONBOARDING_FIELD_TYPES)[number];

export const ONBOARDING_FIELD_IDS = [
  'industry',
  'business_name',
  'website',
  'services_offered',
  'has_pricing',
  'goals',
  'channels',
  'lead_qualification',
  'escalation_triggers',
  'knowledge_sources',
  'knowledge_files',
  'update_frequency',
  'fallback_response',
  'collect_personal_info',
  'handle_complaints',
  'tone',
  'personality_traits',
  'language_style',
  'greeting_message',
  'review_confirmation',
  'generate_kb',
  'setup_widget',
] as const;
export type OnboardingFieldId = (typeof ONBOARDING_FIELD_IDS)[number];

/** A field's answer: text, the choices of a multiselect, a yes/no, or the names of files. */
export type OnboardingValue = string | string[] | boolean;
export type OnboardingAnswers = Partial<Record<OnboardingFieldId, OnboardingValue>>;

export interface OnboardingField {
  id: OnboardingFieldId;
  type: OnboardingFieldType;
  label: string;
  placeholder?: string;
  /** A short line under the label. */
  help?: string;
  required: boolean;
  /** select and multiselect only. */
  options?: readonly string[];
  /** Shown (and required) only when `field`'s answer is or includes `value`. */
  dependsOn?: { field: OnboardingFieldId; value: string };
  /** file only: the accepted extensions, e.g. ".pdf,.doc,.docx,.txt". */
  accept?: string;
  /** The starting answer. */
  value?: OnboardingValue;
}

export interface OnboardingStep {
  id: string;
  title: string;
  description: string;
  required: boolean;
  /** SPEC §9 progress weight; the five add up to 100. */
  weight: number;
  fields: readonly OnboardingField[];
}

/** SPEC §9: suggestions appear only when completeness is above this. */
export const SUGGESTIONS_THRESHOLD = 30;
export const ONBOARDING_FILE_EXTENSIONS = ['.pdf', '.doc', '.docx', '.txt'] as const;
/** The most files the wizard's upload field takes in one submission. */
export const ONBOARDING_MAX_FILES = 10;

export const INDUSTRIES = [
  'Healthcare & Diagnostics',
  'Dental & Medical Clinic',
  'Retail & E-commerce',
  'Professional Services',
  'Education & Training',
  'Hospitality & Travel',
  'Real Estate',
  'Financial Services',
  'Software & Technology',
  'Other',
] as const;
export const GOALS = [
  'Customer Support',
  'Lead Generation',
  'Appointment Booking',
  'Answer FAQs',
  'Collect Feedback',
] as const;
export const LEAD_GENERATION_GOAL = 'Lead Generation';
export const CHANNELS = [
  'Website Widget',
  'Mobile Website',
  'Help Center',
  'Landing Pages',
] as const;
/** The onboarding answers, each naming the bot's handoff trigger it switches on. */
export const ESCALATION_TRIGGER_OF = {
  'Visitor asks for a person': 'asks_for_person',
  'Complaint or negative feedback': 'complaint',
  'Billing or payment question': 'billing',
  'Urgent or medical question': 'urgent',
  // Max Retries becomes 2 with it, so the words stay true.
  'Bot cannot answer twice in a row': 'cannot_answer',
} as const satisfies Record<string, HandoffTrigger>;
export const ESCALATION_TRIGGERS = Object.keys(ESCALATION_TRIGGER_OF) as [
  keyof typeof ESCALATION_TRIGGER_OF,
  ...(keyof typeof ESCALATION_TRIGGER_OF)[],
];
export const WEBSITE_SOURCE = 'Our website';
export const KNOWLEDGE_SOURCE_OPTIONS = [
  WEBSITE_SOURCE,
  'Uploaded documents',
  'Questions and answers we write',
] as const;
export const UPDATE_FREQUENCIES = ['Daily', 'Weekly', 'Monthly'] as const;
export const TONES = ['Friendly', 'Professional', 'Reassuring', 'Casual', 'Formal'] as const;
export type Tone = (typeof TONES)[number];
export const PERSONALITY_TRAITS = [
  'Helpful',
  'Patient',
  'Concise',
  'Warm',
  'Knowledgeable',
  'Upbeat',
] as const;
export const LANGUAGE_STYLES = [
  'Simple and clear',
  'Detailed and thorough',
  'Conversational',
  'Technical',
] as const;

export const ONBOARDING_STEPS: readonly OnboardingStep[] = [
  {
    id: 'step-1',
    title: 'Business Basics',
    description: 'Tell us who you are and what you offer.',
    required: true,
    weight: 25,
    fields: [
      {
        id: 'industry',
        type: 'select',
        label: 'Industry',
        placeholder: 'Select your industry',
        required: true,
        options: INDUSTRIES,
      },
      {
        id: 'business_name',
        type: 'text',
        label: 'Business name',
        placeholder: 'e.g. Riverside Diagnostics',
        required: true,
      },
      {
        id: 'website',
        type: 'text',
        label: 'Website',
        placeholder: 'https://www.example.com',
        required: false,
      },
      {
        id: 'services_offered',
        type: 'textarea',
        label: 'Services offered',
        placeholder: 'One service per line, e.g.\nBlood tests\nHome sample collection',
        help: 'One per line. Each becomes a question your bot can answer.',
        required: true,
      },
      {
        id: 'has_pricing',
        type: 'boolean',
        label: 'We publish prices for our services',
        required: false,
        value: false,
      },
    ],
  },
  {
    id: 'step-2',
    title: 'Goals and Deployment',
    description: 'What the bot is for and where visitors will meet it.',
    required: true,
    weight: 25,
    fields: [
      {
        id: 'goals',
        type: 'multiselect',
        label: 'Goals',
        required: true,
        options: GOALS,
      },
      {
        id: 'channels',
        type: 'multiselect',
        label: 'Where will the bot appear?',
        required: true,
        options: CHANNELS,
      },
      {
        id: 'lead_qualification',
        type: 'textarea',
        label: 'What makes a good lead?',
        placeholder: 'e.g. Clinics within 20 miles that need more than 50 tests a month',
        required: true,
        dependsOn: { field: 'goals', value: LEAD_GENERATION_GOAL },
      },
      {
        id: 'escalation_triggers',
        type: 'multiselect',
        label: 'When should the bot hand over to your team?',
        required: false,
        options: ESCALATION_TRIGGERS,
      },
    ],
  },
  {
    id: 'step-3',
    title: 'Knowledge Sources',
    description: 'Where the bot learns its answers.',
    required: true,
    weight: 20,
    fields: [
      {
        id: 'knowledge_sources',
        type: 'multiselect',
        label: 'Knowledge sources',
        help: 'Choosing your website crawls it once you finish.',
        required: true,
        options: KNOWLEDGE_SOURCE_OPTIONS,
      },
      {
        id: 'knowledge_files',
        type: 'file',
        label: 'Upload documents',
        help: 'PDF, Word or text files: price lists, policies, preparation guides.',
        required: false,
        accept: ONBOARDING_FILE_EXTENSIONS.join(','),
      },
      {
        id: 'update_frequency',
        type: 'select',
        label: 'How often does this information change?',
        placeholder: 'Select a frequency',
        required: true,
        options: UPDATE_FREQUENCIES,
      },
      {
        id: 'fallback_response',
        type: 'textarea',
        label: 'When the bot does not know the answer, it says',
        placeholder: "I'm not sure about that. Could you rephrase your question?",
        required: true,
      },
    ],
  },
  {
    id: 'step-4',
    title: 'Policies, Tone and Personality',
    description: 'How the bot treats visitors and how it sounds.',
    required: true,
    weight: 20,
    fields: [
      {
        id: 'collect_personal_info',
        type: 'boolean',
        label: 'The bot may ask for a name, e-mail and phone number',
        required: false,
        value: true,
      },
      {
        id: 'handle_complaints',
        type: 'textarea',
        label: 'How do you handle complaints?',
        placeholder: 'e.g. We reply within one business day and call back if needed.',
        required: false,
      },
      {
        id: 'tone',
        type: 'select',
        label: 'Tone',
        placeholder: 'Select a tone',
        required: true,
        options: TONES,
      },
      {
        id: 'personality_traits',
        type: 'multiselect',
        label: 'Personality traits',
        required: false,
        options: PERSONALITY_TRAITS,
      },
      {
        id: 'language_style',
        type: 'select',
        label: 'Language style',
        placeholder: 'Select a style',
        required: false,
        options: LANGUAGE_STYLES,
      },
      {
        id: 'greeting_message',
        type: 'textarea',
        label: 'Greeting message',
        placeholder: 'Hi! How can we help you today?',
        required: true,
      },
    ],
  },
  {
    id: 'step-5',
    title: 'Review and Launch',
    description: 'Check your answers and launch your bot.',
    required: true,
    weight: 10,
    fields: [
      {
        id: 'generate_kb',
        type: 'boolean',
        label: 'Create a starter knowledge base from my answers and documents',
        required: false,
        value: true,
      },
      {
        id: 'setup_widget',
        type: 'boolean',
        label: 'Set up the website widget with this name, greeting and tone',
        required: false,
        value: true,
      },
      {
        id: 'review_confirmation',
        type: 'boolean',
        label: 'I have reviewed my answers',
        required: true,
        value: false,
      },
    ],
  },
];

export const onboardingMessages = {
  incompleteStep: 'Please fill in all required fields to continue.',
  loadFailed: 'Failed to load onboarding steps',
  completeFailed: 'Failed to complete onboarding',
  completed: 'Onboarding completed successfully!',
  savedLocally: (title: string) => `Step ${title} saved locally!`,
  /** Server validation, naming the field by its label. */
  required: (label: string) => `${label} is required`,
  badOption: (label: string, value: string) => `${label}: "${value}" is not one of the options`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  /** A value of the wrong shape, e.g. a list where text belongs. */
  badValue: (label: string) => `${label} has an invalid value`,
  badFileType: (fileName: string) =>
    `${fileName}: only ${ONBOARDING_FILE_EXTENSIONS.join(', ')} files can be uploaded here`,
  tooManyFiles: `Upload at most ${ONBOARDING_MAX_FILES} files`,
  websiteNeeded: 'Enter your website to use it as a knowledge source',
  alreadyCompleted: 'Onboarding is already complete',
} as const;

/** The longest answer a text field takes; a textarea takes more. */
export const ONBOARDING_TEXT_MAX = 200;
export const ONBOARDING_TEXTAREA_MAX = 4000;

/** Whether a field is shown: always, or when its `dependsOn` answer is or includes the value. */
export function isFieldVisible(field: OnboardingField, answers: OnboardingAnswers): boolean {
  if (!field.dependsOn) return true;
  const answer = answers[field.dependsOn.field];
  return Array.isArray(answer)
    ? answer.includes(field.dependsOn.value)
    : answer === field.dependsOn.value;
}

/**
 * SPEC §4 "a step is completed when all required fields have values": text non-blank, a
 * multiselect with at least one choice, a required yes/no ticked.
 */
export function hasAnswer(value: OnboardingValue | undefined): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return value === true;
}

/** The visible required fields of a step. */
export function requiredFields(step: OnboardingStep, answers: OnboardingAnswers) {
  return step.fields.filter((field) => field.required && isFieldVisible(field, answers));
}

export function isStepComplete(step: OnboardingStep, answers: OnboardingAnswers): boolean {
  return requiredFields(step, answers).every((field) => hasAnswer(answers[field.id]));
}

/**
 * SPEC §9: a complete step earns its weight; an incomplete one half its weight in proportion to
 * the required fields filled. A whole percentage, 0 to 100.
 */
export function onboardingCompleteness(
  steps: readonly OnboardingStep[],
  answers: OnboardingAnswers,
): number {
  let total = 0;
  for (const step of steps) {
    if (isStepComplete(step, answers)) {
      total += step.weight;
      continue;
    }
    const required = requiredFields(step, answers);
    const filled = required.filter((field) => hasAnswer(answers[field.id])).length;
    total += (step.weight * filled) / (2 * required.length);
  }
  // Thirds and sixths do not add up exactly in floating point (4.1667 + 3.3333 = 7.4999…):
  // settle the sum before rounding so a true .5 rounds up.
  return Math.round(Number(total.toFixed(6)));
}

/**
 * A rule between fields that a required marker cannot express, checked on the field that breaks
 * it: the website as a knowledge source needs the website. The message, or null.
 */
export function crossFieldProblem(
  field: OnboardingField,
  answers: OnboardingAnswers,
): string | null {
  const value = answers[field.id];
  if (
    field.id === 'knowledge_sources' &&
    Array.isArray(value) &&
    value.includes(WEBSITE_SOURCE) &&
    !hasAnswer(answers.website)
  ) {
    return onboardingMessages.websiteNeeded;
  }
  return null;
}

/** The first cross-field problem among a step's visible fields, or null. */
export function stepProblem(step: OnboardingStep, answers: OnboardingAnswers): string | null {
  for (const field of step.fields) {
    const problem = isFieldVisible(field, answers) ? crossFieldProblem(field, answers) : null;
    if (problem) return problem;
  }
  return null;
}

export function suggestionsAvailable(completeness: number): boolean {
  return completeness > SUGGESTIONS_THRESHOLD;
}

/** The starting answers: each field's `value`, where it has one. */
export function initialAnswers(steps: readonly OnboardingStep[]): OnboardingAnswers {
  const answers: OnboardingAnswers = {};
  for (const step of steps) {
    for (const field of step.fields) if (field.value !== undefined) answers[field.id] = field.value;
  }
  return answers;
}

/** "- Blood tests\n2. Home sample collection" → ["Blood tests", "Home sample collection"]. */
export function serviceLines(text: string): string[] {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*(?:[-*•]|\d+[.)])\s*/, '').trim())
    .filter((line) => line !== '');
  const seen = new Set<string>();
  return lines.filter((line) => {
    const key = line.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** "Home sample collection" reads "home sample collection" mid-sentence; "CBC panel" stays. */
export function serviceInSentence(service: string): string {
  const [first = ''] = service.split(/\s/);
  return first.length > 1 && first === first.toUpperCase()
    ? service
    : service.charAt(0).toLowerCase() + service.slice(1);
}

/** The starter knowledge base's question for one service (and the wizard's FAQ topic). */
export function serviceQuestion(service: string): string {
  return `Do you offer ${serviceInSentence(service)}?`;
}

/** POST /auth/onboarding `data`: what the submission set up. */
export interface OnboardingResult {
  onboarding: true;
  organization: { id: string; name: string; website: string };
  /** Knowledge entries written from the answers. */
  generatedEntries: number;
  /** Uploaded documents, queued for extraction. */
  queuedFiles: number;
  /** The website queued for crawling, when the sources include it. */
  crawlUrl: string | null;
  /** The bot's id when setup_widget created its settings. */
  botId: string | null;
}
