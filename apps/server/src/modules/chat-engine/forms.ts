import {
  snakeKey,
  toFormConfig,
  type AssistantReply,
  type ChatbotFeatures,
  type FormCategory,
  type FormDefinition,
  type FormOfferingFeature,
  type OpeningHours,
} from '@concierge/shared';
import { requestedPhrase, type RequestIntent } from './intents.js';

/** The organization's forms as the engine offers them (issue 22). */
export interface EngineForms {
  /** In the organization's order; switched-off forms are never offered. */
  forms: readonly FormDefinition[];
  /** Time slots and open days of date fields; null: always open. */
  openingHours: OpeningHours | null;
}

/**
 * The kind of form a request of one of SPEC's categories calls for, when the organization has no
 * form of that category: a booking goes to its booking form ("book a demo" → Demo Request), a
 * complaint to its ticket form, a callback to its lead form. Home Collection and Test Report are
 * the lab's own and are offered only by the forms of that key.
 */
const FEATURE_OF_REQUEST: Record<FormCategory, FormOfferingFeature | null> = {
  Appointments: 'appointmentBooking',
  'Home Collection': null,
  'Complaints/Feedback': 'ticketCreation',
  'General Inquiry': 'leadCapture',
  'Test Report': null,
};

/** The forms a visitor may be offered: switched on, and their bot feature (if any) on. */
function offerable(forms: readonly FormDefinition[], features: ChatbotFeatures) {
  return forms.filter(
    (form) => form.enabled && (!form.offeredBy.feature || features[form.offeredBy.feature]),
  );
}

/**
 * The form a message asks for: the organization's form of the request's own category, else the
 * form whose phrases the visitor used (the longest phrase wins), else its form for that kind of
 * request; null when none is on.
 */
export function formForRequest(
  text: string,
  request: RequestIntent | null,
  forms: readonly FormDefinition[],
  features: ChatbotFeatures,
): FormDefinition | null {
  const available = offerable(forms, features);
  const category = request && request !== 'handoff' ? request : null;
  if (category) {
    const own = available.find((form) => form.key === snakeKey(category));
    if (own) return own;
  }
  let best: { form: FormDefinition; phrase: string } | null = null;
  for (const form of available) {
    const phrase = requestedPhrase(text, form.offeredBy.phrases);
    if (phrase && (!best || phrase.length > best.phrase.length)) best = { form, phrase };
  }
  if (best) return best.form;
  const feature = category ? FEATURE_OF_REQUEST[category] : null;
  return (feature && available.find((form) => form.offeredBy.feature === feature)) || null;
}

/**
 * Where a visitor leaves their details for the team: the General Inquiry form, else the first
 * form offered by lead capture, else the first form switched on.
 */
export function contactForm(forms: readonly FormDefinition[]): FormDefinition | null {
  const enabled = forms.filter((form) => form.enabled);
  return (
    enabled.find((form) => form.key === 'general_inquiry') ??
    enabled.find((form) => form.offeredBy.feature === 'leadCapture') ??
    enabled[0] ??
    null
  );
}

/** The reply that shows a form, with the organization's time slots and open days. */
export function showForm(
  form: FormDefinition,
  { openingHours }: Pick<EngineForms, 'openingHours'>,
  message?: string,
): AssistantReply {
  return {
    action: 'show_form',
    category: form.category,
    formConfig: toFormConfig(form, openingHours),
    ...(message ? { message } : {}),
  };
}
