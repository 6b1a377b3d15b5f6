import type { FormTemplate } from '@concierge/shared';
import { email, fullName, message, phone, preferredDate, preferredTimeSlot } from './build.js';
import { complaintsFeedback, generalInquiry, specForm } from './spec-forms.js';

/** Any other business: questions, an appointment or a call back, and feedback. */
export const OTHER_FORMS: readonly FormTemplate[] = [
  generalInquiry(),
  specForm('Appointments', {
    title: 'Request an Appointment or Call Back',
    fields: [
      fullName(),
      email(),
      phone(true),
      preferredDate(false),
      preferredTimeSlot(),
      message(),
    ],
    feature: 'appointmentBooking',
    phrases: ['book an appointment', 'call me back', 'callback', 'appointment'],
  }),
  complaintsFeedback(),
];
