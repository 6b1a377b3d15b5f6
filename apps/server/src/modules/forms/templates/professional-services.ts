import type { FormTemplate } from '@concierge/shared';
import {
  email,
  field,
  form,
  fullName,
  message,
  phone,
  preferredDate,
  preferredTimeSlot,
  select,
} from './build.js';
import { complaintsFeedback, generalInquiry, specForm } from './spec-forms.js';

const company = () => field('company', 'Company', 'text');

/** Professional Services (agencies, consultants, legal, accounting): consultations and quotes. */
export const PROFESSIONAL_SERVICES_FORMS: readonly FormTemplate[] = [
  specForm('Appointments', {
    title: 'Book a Consultation',
    fields: [
      fullName(),
      email(),
      phone(true),
      company(),
      preferredDate(),
      preferredTimeSlot(),
      message(false, 'What would you like to discuss?'),
    ],
    feature: 'appointmentBooking',
    phrases: ['book a consultation', 'consultation', 'meet with you', 'schedule a call'],
  }),
  form({
    key: 'quote_request',
    category: 'Quote Request',
    title: 'Request a Quote',
    fields: [
      fullName(),
      email(),
      phone(),
      company(),
      field('service_needed', 'Service Needed', 'text', true),
      select('budget', 'Budget', [
        'Under $1,000',
        '$1,000 – $5,000',
        '$5,000 – $20,000',
        'Over $20,000',
      ]),
      select('timeline', 'Timeline', [
        'As soon as possible',
        'Within a month',
        'Within 3 months',
        'Not sure yet',
      ]),
      message(true, 'Project Details'),
    ],
    submitText: 'Request Quote',
    actionLabel: 'Send Quote',
    badgeColor: 'green',
    feature: 'leadCapture',
    phrases: ['quote', 'quotation', 'how much would it cost', 'estimate', 'proposal'],
  }),
  complaintsFeedback(),
  generalInquiry(),
];
