import {
  chatbotSettingsUpdateSchema,
  ESCALATION_TRIGGER_OF,
  HANDOFF_TRIGGERS,
  LEAD_GENERATION_GOAL,
  type GOALS,
  type OnboardingAnswers,
} from '@concierge/shared';
import type { ChatbotSettingsRow } from '../chatbot/queries.js';
import { hostOf } from '../organizations/service.js';
import { listOf, textOf } from './answer-values.js';

type Goal = (typeof GOALS)[number];
type BotChanges = Pick<
  ChatbotSettingsRow,
  | 'name'
  | 'greeting'
  | 'fallbackResponse'
  | 'tone'
  | 'personalityTraits'
  | 'features'
  | 'behavior'
  | 'allowedDomains'
>;

const NAME_SUFFIX = ' Assistant';
/** The bot's own name rule, so the Appearance tab can save the name it is shown. */
const NAME_MAX = chatbotSettingsUpdateSchema.shape.name.unwrap().maxLength ?? 60;

/** The bot the wizard describes: its name, words, tone and the features the goals call for. */
export function botSettingsFromAnswers(
  answers: OnboardingAnswers,
  current: ChatbotSettingsRow,
): BotChanges {
  const goals = listOf(answers, 'goals');
  const wants = (goal: Goal) => goals.includes(goal);
  const host = hostOf(textOf(answers, 'website'));
  const chosen = new Set<string>(
    listOf(answers, 'escalation_triggers').map(
      (answer) => ESCALATION_TRIGGER_OF[answer as keyof typeof ESCALATION_TRIGGER_OF],
    ),
  );
  const handoffTriggers = HANDOFF_TRIGGERS.filter((trigger) => chosen.has(trigger));
  return {
    name: botName(textOf(answers, 'business_name')),
    greeting: textOf(answers, 'greeting_message'),
    fallbackResponse: textOf(answers, 'fallback_response') || null,
    tone: textOf(answers, 'tone') || null,
    personalityTraits: listOf(answers, 'personality_traits'),
    features: {
      appointmentBooking: wants('Appointment Booking'),
      leadCapture: wants(LEAD_GENERATION_GOAL),
      ticketCreation: wants('Customer Support'),
      humanHandoff: handoffTriggers.length > 0,
    },
    behavior: {
      ...current.behavior,
      collectFeedback: wants('Collect Feedback'),
      handoffTriggers,
      // "Bot cannot answer twice in a row" means two.
      ...(chosen.has('cannot_answer') ? { maxRetries: 2 } : {}),
    },
    allowedDomains: host ? [host] : current.allowedDomains,
  };
}

function botName(business: string): string {
  return `${business.slice(0, NAME_MAX - NAME_SUFFIX.length).trim()}${NAME_SUFFIX}`;
}
