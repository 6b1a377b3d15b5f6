import type { ChatbotSettings } from '@concierge/shared';

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
