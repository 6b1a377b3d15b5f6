import type { ChatbotFeatures } from '@concierge/shared';

/** The Features tab's switches; the Forms tab names them too (a form is offered by one). */
export const FEATURE_SWITCHES: {
  name: keyof ChatbotFeatures;
  label: string;
  description: string;
}[] = [
  {
    name: 'leadCapture',
    label: 'Lead capture',
    description:
      'Offers the forms linked to it under Forms, such as a contact form, so visitors can leave their details.',
  },
  {
    name: 'appointmentBooking',
    label: 'Appointment booking',
    description: 'Offers the forms linked to it under Forms when visitors want to book.',
  },
  {
    name: 'ticketCreation',
    label: 'Ticket creation',
    description: 'Offers the forms linked to it under Forms when visitors report a problem.',
  },
  {
    name: 'humanHandoff',
    label: 'Human handoff',
    description: 'Hands the chat to a person from your team on the triggers chosen under Behavior.',
  },
];
