import type { Tone } from '@concierge/shared';

/** The engine's own lines: everything it says that does not come from the knowledge base. */
export interface TonePhrases {
  greeting: string;
  thanks: string;
  handoffOffer: string;
  fallback: string;
}

export const DEFAULT_FALLBACK =
  "I'm not sure about that yet. Could you rephrase your question, or ask me something else?";
export const HANDOFF_OFFER = 'If you prefer, I can connect you with a member of our team.';
export const GREETING_REPLY = 'Hello! How can I help you today?';
export const THANKS_REPLY = "You're welcome! Is there anything else I can help you with?";

/** A bot without a tone (set up before onboarding asked for one) keeps these. */
const NEUTRAL: TonePhrases = {
  greeting: GREETING_REPLY,
  thanks: THANKS_REPLY,
  handoffOffer: HANDOFF_OFFER,
  fallback: DEFAULT_FALLBACK,
};

const BY_TONE: Record<Tone, TonePhrases> = {
  Friendly: {
    greeting: 'Hi there! 😊 What can I help you with today?',
    thanks: 'You’re very welcome! Anything else I can help with?',
    handoffOffer: 'If you like, I can put you in touch with someone from our team.',
    fallback:
      "Hmm, I'm not sure about that one yet. Could you put it another way, or ask me something else?",
  },
  Professional: {
    greeting: 'Good day. How may I assist you?',
    thanks: 'You are welcome. Is there anything else I can assist you with?',
    handoffOffer: 'If you prefer, I can connect you with a member of our team.',
    fallback:
      'I do not have that information yet. Could you rephrase your question, or ask me something else?',
  },
  Reassuring: {
    greeting: "Hello, I'm here to help. What would you like to know?",
    thanks: "You're welcome. Don't hesitate to ask if anything else is on your mind.",
    handoffOffer: 'If it would help, I can connect you with a member of our team right away.',
    fallback:
      "I'm sorry, I don't have an answer to that yet. Could you put it another way, or ask me something else?",
  },
  Casual: {
    greeting: "Hey! What's up? How can I help?",
    thanks: 'No problem! Anything else?',
    handoffOffer: 'Want me to get someone from the team for you?',
    fallback: 'Not sure about that one, sorry! Try asking another way, or ask me something else.',
  },
  Formal: {
    greeting: 'Good day. How may I be of assistance?',
    thanks: 'You are most welcome. May I assist you with anything further?',
    handoffOffer: 'Should you prefer, I can connect you with a member of our staff.',
    fallback:
      'I regret that I cannot answer that at present. Kindly rephrase your question, or enquire about another matter.',
  },
};

/** The lines for a tone; an unknown or missing tone answers the neutral ones. */
export function tonePhrases(tone: string | null | undefined): TonePhrases {
  return tone && Object.hasOwn(BY_TONE, tone) ? BY_TONE[tone as Tone] : NEUTRAL;
}
