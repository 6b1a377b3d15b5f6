import type { FormTemplate } from '@concierge/shared';
import {
  contactConsent,
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

/** Dental & Medical Clinic: visits, prescription refills, feedback and questions. */
export const DENTAL_MEDICAL_FORMS: readonly FormTemplate[] = [
  specForm('Appointments', {
    title: 'Book an Appointment',
    fields: [
      fullName(),
      email(),
      phone(true),
      select(
        'reason_for_visit',
        'Reason for Visit',
        ['Check-up', 'Cleaning', 'Consultation', 'Pain or emergency', 'Follow-up', 'Other'],
        true,
      ),
      preferredDate(),
      preferredTimeSlot(),
      field('new_patient', 'I am a new patient', 'checkbox'),
      message(),
      contactConsent(),
    ],
    feature: 'appointmentBooking',
    phrases: ['book an appointment', 'see a dentist', 'see a doctor', 'check-up', 'appointment'],
  }),
  form({
    key: 'prescription_refill',
    category: 'Prescription Refill',
    title: 'Request a Prescription Refill',
    fields: [
      fullName(),
      email(),
      phone(true),
      field('date_of_birth', 'Date of Birth', 'date', true),
      field('medication', 'Medication', 'text', true),
      field('pharmacy', 'Pharmacy', 'text'),
      message(),
    ],
    submitText: 'Request Refill',
    actionLabel: 'Approve Refill',
    badgeColor: 'teal',
    phrases: ['prescription refill', 'refill my prescription', 'repeat prescription'],
  }),
  complaintsFeedback([field('visit_date', 'Visit Date', 'date')]),
  generalInquiry(),
];
