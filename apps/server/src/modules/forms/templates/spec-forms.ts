import {
  snakeKey,
  FORM_CATEGORY_ACTION_LABELS,
  FORM_CATEGORY_COLORS,
  type FormCategory,
  type FormFieldDefinition,
  type FormTemplate,
} from '@concierge/shared';
import { email, form, fullName, message, phone, type FormSketch } from './build.js';

/**
 * A form of one of SPEC §9's categories: its key, name, colour and action label (which is also
 * its submit text, as the lab's forms have it) stay the same in every industry, so the dashboard's
 * and analytics' counts of these categories keep counting them.
 */
export function specForm(
  category: FormCategory,
  sketch: Omit<FormSketch, 'key' | 'category' | 'submitText' | 'actionLabel' | 'badgeColor'>,
): FormTemplate {
  return form({
    ...sketch,
    key: snakeKey(category),
    category,
    submitText: FORM_CATEGORY_ACTION_LABELS[category],
    actionLabel: FORM_CATEGORY_ACTION_LABELS[category],
    badgeColor: FORM_CATEGORY_COLORS[category],
  });
}

export const generalInquiry = (
  phrases = ['contact us', 'inquiry', 'enquiry', 'call me back', 'get in touch'],
) =>
  specForm('General Inquiry', {
    title: 'Contact Us',
    fields: [fullName(), email(), phone(), message(true)],
    feature: 'leadCapture',
    phrases,
  });

/** `details` sit between the phone number and the message (a visit date, an order number…). */
export const complaintsFeedback = (details: FormFieldDefinition[] = []) =>
  specForm('Complaints/Feedback', {
    title: 'Share Your Feedback',
    fields: [fullName(), email(), phone(), ...details, message(true)],
    feature: 'ticketCreation',
    phrases: ['complaint', 'make a complaint', 'feedback', 'not happy'],
  });
