import type { PublicBotConfig } from '@concierge/shared';

/**
 * SPEC §9 default bot, used until the server config arrives or when it cannot be loaded. A copy of
 * DEFAULT_CHATBOT_SETTINGS because importing values from @concierge/shared would bundle zod
 * (a test keeps the two equal).
 */
export const DEFAULT_BOT_CONFIG: PublicBotConfig = {
  id: '',
  name: 'Assistant',
  greeting: 'Hi! How can I help you today?',
  avatar: '🤖',
  primaryColor: '#000000',
  position: 'bottom-right',
  features: {
    leadCapture: false,
    appointmentBooking: false,
    ticketCreation: false,
    humanHandoff: false,
  },
  behavior: { proactiveGreeting: false, collectFeedback: false, maxRetries: 3 },
  ga_measurement_id: null,
};
