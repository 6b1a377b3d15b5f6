/**
 * The widget's copy of liveChatTexts from @concierge/shared: importing values from there would
 * bundle zod (a test keeps the two equal).
 */
export const LIVE_TEXTS = {
  waiting: 'You are in the queue. A team member will join shortly.',
  botBack: 'You are back with the assistant.',
} as const;

/** The bot's reply that hands the chat over (an action object, not words, on the server). */
export const HANDOFF_REPLY_TEXT = 'Let me connect you with a member of our team.';

export const agentLine = (name: string) => `${name} · Team member`;
