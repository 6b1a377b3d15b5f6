import {
  DEFAULT_HANDOFF_TRIGGERS,
  type ChatbotBehavior,
  type ChatbotSettings,
  type FormDefinition,
  type PublicBotConfig,
} from '@concierge/shared';
import type { EngineSettings } from '../chat-engine/index.js';
import type { ChatbotSettingsRow } from './queries.js';

export function toChatbotSettings(row: ChatbotSettingsRow): ChatbotSettings {
  return {
    id: row.id,
    name: row.name,
    greeting: row.greeting,
    avatar: row.avatar,
    primaryColor: row.primaryColor,
    position: row.position,
    allowedDomains: row.allowedDomains,
    features: row.features,
    behavior: behaviorOf(row),
  };
}

/**
 * The stored behavior, with a missing `openingHours` (older rows, new bots) read as always open and
 * missing `handoffTriggers` as what the bot did before they existed.
 */
export function behaviorOf(row: ChatbotSettingsRow): ChatbotBehavior {
  return {
    ...row.behavior,
    openingHours: row.behavior.openingHours ?? null,
    handoffTriggers: row.behavior.handoffTriggers ?? [...DEFAULT_HANDOFF_TRIGGERS],
  };
}

/** What the answer engine needs of a bot and its organization's forms, for the widget and the live preview alike. */
export function engineSettingsOf(
  row: ChatbotSettingsRow,
  forms: readonly FormDefinition[],
): EngineSettings {
  const behavior = behaviorOf(row);
  return {
    features: row.features,
    maxRetries: behavior.maxRetries,
    handoffTriggers: behavior.handoffTriggers,
    fallbackResponse: row.fallbackResponse,
    tone: row.tone,
    personalityTraits: row.personalityTraits,
    forms,
    openingHours: behavior.openingHours,
  };
}

/** What a visitor's browser may know: no allowed-domain list. */
export function toPublicBotConfig(
  row: ChatbotSettingsRow,
  gaMeasurementId: string | null,
): PublicBotConfig {
  const { allowedDomains: _allowedDomains, behavior, ...config } = toChatbotSettings(row);
  const { openingHours: _openingHours, handoffTriggers: _triggers, ...publicBehavior } = behavior;
  return { ...config, behavior: publicBehavior, ga_measurement_id: gaMeasurementId };
}
