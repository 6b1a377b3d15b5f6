import type { ChatbotSettings, FormDefinition, FormTemplateSummary } from '@concierge/shared';

export const savedBot: ChatbotSettings = {
  id: 'bot-1',
  name: 'Clinic Helper',
  greeting: 'Welcome to the clinic!',
  avatar: '💬',
  primaryColor: '#1a73e8',
  position: 'bottom-left',
  allowedDomains: ['example.com', 'shop.example.com'],
  features: {
    leadCapture: false,
    appointmentBooking: true,
    ticketCreation: false,
    humanHandoff: false,
  },
  behavior: {
    proactiveGreeting: false,
    collectFeedback: true,
    maxRetries: 3,
    openingHours: null,
    handoffTriggers: ['asks_for_person', 'cannot_answer'],
  },
};

export const otherBot: ChatbotSettings = { ...savedBot, id: 'bot-2', name: 'Second Bot' };

/** The multipart body of the first call made with this method and path. */
export function sentForm(
  calls: [input: RequestInfo | URL, init?: RequestInit][],
  method: string,
  path: string,
): Record<string, FormDataEntryValue> | undefined {
  const call = calls.find(([url, init]) => String(url) === path && init?.method === method);
  const body = call?.[1]?.body;
  return body instanceof FormData ? Object.fromEntries(body.entries()) : undefined;
}

/** Two of the lab's forms, as GET /auth/form-definitions answers them. */
export const savedForms: FormDefinition[] = [
  {
    key: 'appointments',
    category: 'Appointments',
    title: 'Book an Appointment',
    fields: [
      { key: 'full_name', label: 'Full Name', type: 'text', required: true },
      { key: 'email', label: 'Email', type: 'email', required: true },
      {
        key: 'test_service',
        label: 'Test / Service',
        type: 'select',
        required: true,
        options: ['Blood test', 'X-ray'],
      },
    ],
    submitButton: { text: 'Confirm Appointment', style: 'primary' },
    actionLabel: 'Confirm Appointment',
    badgeColor: 'blue',
    enabled: true,
    offeredBy: { feature: 'appointmentBooking', phrases: ['book', 'appointment'] },
    position: 0,
  },
  {
    key: 'general_inquiry',
    category: 'General Inquiry',
    title: 'Contact Us',
    fields: [
      { key: 'full_name', label: 'Full Name', type: 'text', required: true },
      { key: 'message', label: 'Message', type: 'long_text', required: false },
    ],
    submitButton: { text: 'Send', style: 'secondary' },
    actionLabel: 'Follow Up',
    badgeColor: 'purple',
    enabled: false,
    offeredBy: { phrases: [] },
    position: 1,
  },
];

export const formTemplates: FormTemplateSummary[] = [
  { industry: 'Healthcare & Diagnostics', forms: ['Appointments', 'Home Collection'] },
  {
    industry: 'Software & Technology',
    forms: ['Demo Request', 'Support Ticket', 'Complaints/Feedback', 'Sales Inquiry'],
  },
];

/** The JSON body of the first call made with this method and path. */
export function sentJson(
  calls: [input: RequestInfo | URL, init?: RequestInit][],
  method: string,
  path: string,
): unknown {
  const call = calls.find(([url, init]) => String(url) === path && init?.method === method);
  const body = call?.[1]?.body;
  return typeof body === 'string' ? JSON.parse(body) : undefined;
}
