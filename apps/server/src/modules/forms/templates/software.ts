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
import { complaintsFeedback } from './spec-forms.js';

const company = (required = false) => field('company', 'Company', 'text', required);

/** Software & Technology: demos, support tickets, complaints and sales questions. */
export const SOFTWARE_FORMS: readonly FormTemplate[] = [
  form({
    key: 'demo_request',
    category: 'Demo Request',
    title: 'Book a Demo',
    fields: [
      fullName(),
      email('Work Email'),
      company(true),
      select('team_size', 'Team Size', ['1–10', '11–50', '51–200', '201–1,000', 'Over 1,000']),
      preferredDate(false),
      preferredTimeSlot(),
      message(false, 'What would you like to see?'),
    ],
    submitText: 'Request Demo',
    actionLabel: 'Schedule Demo',
    badgeColor: 'blue',
    feature: 'appointmentBooking',
    phrases: ['book a demo', 'request a demo', 'see a demo', 'product tour'],
  }),
  form({
    key: 'support_ticket',
    category: 'Support Ticket',
    title: 'Open a Support Ticket',
    fields: [
      fullName(),
      email(),
      company(),
      select('severity', 'Severity', ['Low', 'Medium', 'High', 'Urgent'], true),
      field('subject', 'Subject', 'text', true),
      message(true, 'Describe the problem'),
    ],
    submitText: 'Submit Ticket',
    actionLabel: 'Resolve Ticket',
    badgeColor: 'orange',
    feature: 'ticketCreation',
    phrases: ['open a ticket', 'report a bug', 'not working', 'technical support'],
  }),
  complaintsFeedback(),
  form({
    key: 'sales_inquiry',
    category: 'Sales Inquiry',
    title: 'Talk to Sales',
    fields: [
      fullName(),
      email('Work Email'),
      phone(),
      company(true),
      select('interest', 'Interested in', ['Pricing', 'Enterprise plan', 'Partnership', 'Other']),
      message(),
    ],
    submitText: 'Contact Sales',
    actionLabel: 'Contact Lead',
    badgeColor: 'green',
    feature: 'leadCapture',
    phrases: ['talk to sales', 'pricing', 'enterprise plan', 'get a quote'],
  }),
];
