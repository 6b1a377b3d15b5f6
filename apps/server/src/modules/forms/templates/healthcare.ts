import type { FormTemplate } from '@concierge/shared';
import { email, field, fullName, message, phone, preferredTimeSlot } from './build.js';
import { complaintsFeedback, generalInquiry, specForm } from './spec-forms.js';

/**
 * Healthcare & Diagnostics: SPEC's five lab forms, their labels, keys and action labels as SPEC
 * §9 has them; Preferred Time is chosen from the opening hours' slots (issue 22).
 */
export const HEALTHCARE_FORMS: readonly FormTemplate[] = [
  specForm('Appointments', {
    title: 'Book an Appointment',
    fields: [
      fullName(),
      email(),
      phone(true),
      field('preferred_date', 'Preferred Date', 'date', true),
      preferredTimeSlot(),
      field('test_service', 'Test / Service', 'text'),
      message(),
    ],
    feature: 'appointmentBooking',
    phrases: ['book an appointment', 'appointment', 'booking', 'new appointment'],
  }),
  specForm('Home Collection', {
    title: 'Book a Home Sample Collection',
    fields: [
      fullName(),
      email(),
      phone(true),
      field('address', 'Address', 'text', true),
      field('preferred_date', 'Preferred Date', 'date', true),
      preferredTimeSlot(),
      field('tests_required', 'Tests Required', 'text'),
    ],
    feature: 'appointmentBooking',
    phrases: ['home collection', 'home visit', 'home sample collection', 'sample pickup'],
  }),
  complaintsFeedback([field('visit_date', 'Visit Date', 'date')]),
  generalInquiry(),
  specForm('Test Report', {
    title: 'Request Your Test Report',
    fields: [
      fullName(),
      email(),
      phone(),
      field('report_sample_id', 'Report / Sample ID', 'text', true),
      field('test_date', 'Test Date', 'date'),
    ],
    phrases: ['test report', 'my report', 'lab results', 'download my report'],
  }),
];
