import {
  ONBOARDING_STEPS,
  type OnboardingAnswers,
  type OnboardingResult,
  type OnboardingStep,
} from '@concierge/shared';
import { storageKeys } from '@/lib/storage-keys';

export const STEPS_CALL = 'GET /api/auth/onboarding-steps';
export const COMPLETE_CALL = 'POST /api/auth/onboarding';

/** The served definitions: the shared steps, with the first step renamed to prove they are used. */
export const servedSteps: OnboardingStep[] = ONBOARDING_STEPS.map((step, index) =>
  index === 0 ? { ...step, title: 'About Your Lab' } : step,
);

/** Answers completing steps 1 to 4 (without lead generation). */
export const answersThroughStep4: OnboardingAnswers = {
  industry: 'Healthcare & Diagnostics',
  business_name: 'Riverside Diagnostics',
  website: '',
  services_offered: 'Blood tests\nHome sample collection',
  has_pricing: false,
  goals: ['Customer Support', 'Answer FAQs'],
  channels: ['Website Widget'],
  escalation_triggers: [],
  knowledge_sources: ['Uploaded documents'],
  update_frequency: 'Weekly',
  fallback_response: 'Let me find someone who knows.',
  collect_personal_info: true,
  handle_complaints: '',
  tone: 'Professional',
  personality_traits: ['Helpful', 'Patient'],
  greeting_message: 'Hello! How can we help?',
  generate_kb: true,
  setup_widget: true,
  review_confirmation: false,
};

/** A draft as the wizard leaves it in localStorage (no signed-in user in these tests). */
export function seedDraft(answers: OnboardingAnswers, furthestStep: number) {
  localStorage.setItem(
    storageKeys.onboardingDraft,
    JSON.stringify({ userId: null, answers, furthestStep }),
  );
}

export function storedDraft(): { answers: OnboardingAnswers; furthestStep: number } | null {
  return JSON.parse(localStorage.getItem(storageKeys.onboardingDraft) ?? 'null') as {
    answers: OnboardingAnswers;
    furthestStep: number;
  } | null;
}

export const onboardingResult: OnboardingResult = {
  onboarding: true,
  organization: { id: 'org-1', name: 'Riverside Diagnostics', website: '' },
  generatedEntries: 3,
  queuedFiles: 1,
  crawlUrl: null,
  botId: 'bot-1',
};

/** The multipart body of the completion call. */
export function sentOnboarding(calls: [input: RequestInfo | URL, init?: RequestInit][]) {
  const call = calls.find(([, init]) => init?.method === 'POST');
  const body = call?.[1]?.body;
  if (!(body instanceof FormData)) throw new Error('no multipart POST was sent');
  return body;
}
