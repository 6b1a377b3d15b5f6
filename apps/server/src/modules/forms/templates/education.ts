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

/** Education & Training: enrolment questions, visits or trial classes, feedback. */
export const EDUCATION_FORMS: readonly FormTemplate[] = [
  form({
    key: 'enrollment_inquiry',
    category: 'Enrollment Inquiry',
    title: 'Ask About Enrolling',
    fields: [
      fullName(),
      email(),
      phone(),
      field('course_program', 'Course / Program', 'text', true),
      select('study_mode', 'Study Mode', ['In person', 'Online', 'Either']),
      field('preferred_start_date', 'Preferred Start Date', 'date'),
      message(),
    ],
    submitText: 'Send Inquiry',
    actionLabel: 'Contact Applicant',
    badgeColor: 'green',
    feature: 'leadCapture',
    phrases: ['enroll', 'enrol', 'admission', 'sign up for a course', 'join a class'],
  }),
  specForm('Appointments', {
    title: 'Book a Visit or Trial Class',
    fields: [
      fullName(),
      email(),
      phone(true),
      select('visit_type', 'Visit Type', ['Campus tour', 'Trial class', 'Advisor meeting'], true),
      preferredDate(),
      preferredTimeSlot(),
      message(),
    ],
    feature: 'appointmentBooking',
    phrases: ['book a tour', 'trial class', 'visit the campus', 'meet an advisor'],
  }),
  complaintsFeedback([field('course_program', 'Course / Program', 'text')]),
  generalInquiry(),
];
