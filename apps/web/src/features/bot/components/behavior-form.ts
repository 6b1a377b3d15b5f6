import {
  chatbotSettingsUpdateSchema,
  checkOpeningHoursFields,
  HANDOFF_TRIGGERS,
  type ChatbotBehavior,
  type ChatbotSettings,
} from '@concierge/shared';
import { z } from 'zod';
import { flagField } from '../api/save-chatbot-settings';

/**
 * The Behavior tab's form: the switches are plain booleans, Max Retries uses the server's own rule
 * (1–10), the handoff triggers are checkboxes, and the opening hours the same shared check as the
 * settings call.
 */
export const behaviorSchema = z
  .object({
    proactiveGreeting: z.boolean(),
    collectFeedback: z.boolean(),
    maxRetries: chatbotSettingsUpdateSchema.shape.maxRetries.unwrap(),
    handoffTriggers: z.array(z.enum(HANDOFF_TRIGGERS)),
    openingHoursEnabled: z.boolean(),
    openingDays: z.array(z.number()),
    openingTime: z.string(),
    closingTime: z.string(),
  })
  .superRefine(checkOpeningHoursFields);

export type BehaviorInput = z.input<typeof behaviorSchema>;
export type BehaviorValues = z.output<typeof behaviorSchema>;

/** What the fields show while the hours are off: a working week, ready to switch on. */
const SUGGESTED_HOURS = { days: [1, 2, 3, 4, 5], open: '09:00', close: '17:00' };

export function behaviorDefaults({ behavior }: ChatbotSettings): BehaviorInput {
  const hours = behavior.openingHours ?? SUGGESTED_HOURS;
  return {
    proactiveGreeting: behavior.proactiveGreeting,
    collectFeedback: behavior.collectFeedback,
    maxRetries: String(behavior.maxRetries),
    handoffTriggers: behavior.handoffTriggers,
    openingHoursEnabled: behavior.openingHours !== null,
    openingDays: hours.days,
    openingTime: hours.open,
    closingTime: hours.close,
  };
}

/** The behavior as saved, for resetting the form when the server answered nothing. */
export function toBehavior(values: BehaviorValues): ChatbotBehavior {
  return {
    proactiveGreeting: values.proactiveGreeting,
    collectFeedback: values.collectFeedback,
    maxRetries: values.maxRetries,
    handoffTriggers: HANDOFF_TRIGGERS.filter((trigger) => values.handoffTriggers.includes(trigger)),
    openingHours: values.openingHoursEnabled
      ? {
          days: [...values.openingDays].sort((a, b) => a - b),
          open: values.openingTime,
          close: values.closingTime,
        }
      : null,
  };
}

/** The multipart fields of the tab; days (only with the hours on) and triggers as comma lists. */
export function behaviorFields(values: BehaviorValues): Record<string, string> {
  return {
    proactiveGreeting: flagField(values.proactiveGreeting),
    collectFeedback: flagField(values.collectFeedback),
    maxRetries: String(values.maxRetries),
    handoffTriggers: values.handoffTriggers.join(','),
    openingHoursEnabled: flagField(values.openingHoursEnabled),
    ...(values.openingHoursEnabled
      ? {
          openingDays: [...values.openingDays].sort((a, b) => a - b).join(','),
          openingTime: values.openingTime,
          closingTime: values.closingTime,
        }
      : {}),
  };
}
