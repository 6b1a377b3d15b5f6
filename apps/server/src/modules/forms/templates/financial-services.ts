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

/** Financial Services: advice meetings, account help, complaints and questions. */
export const FINANCIAL_SERVICES_FORMS: readonly FormTemplate[] = [
  specForm('Appointments', {
    title: 'Book a Consultation',
    fields: [
      fullName(),
      email(),
      phone(true),
      select(
        'service',
        'Service',
        ['Financial planning', 'Tax', 'Loans and mortgages', 'Insurance', 'Investments', 'Other'],
        true,
      ),
      preferredDate(),
      preferredTimeSlot(),
      message(),
      contactConsent(),
    ],
    feature: 'appointmentBooking',
    phrases: ['book a consultation', 'speak to an advisor', 'financial advice', 'meeting'],
  }),
  form({
    key: 'account_support',
    category: 'Account Support',
    title: 'Get Help with Your Account',
    fields: [
      fullName(),
      email(),
      phone(),
      field('account_reference', 'Account Reference', 'text'),
      message(true, 'How can we help?'),
    ],
    submitText: 'Send Request',
    actionLabel: 'Resolve Request',
    badgeColor: 'orange',
    feature: 'ticketCreation',
    phrases: ['my account', 'account problem', 'statement', 'update my details'],
  }),
  complaintsFeedback(),
  generalInquiry(),
];
