import type { ChatbotBehavior, ChatbotSettings, PublicBotConfig } from '@concierge/shared';
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

/** The stored behavior, with a missing `openingHours` (older rows, new bots) read as always open. */
export function behaviorOf(row: ChatbotSettingsRow): ChatbotBehavior {
  return { ...row.behavior, openingHours: row.behavior.openingHours ?? null };
}

/** What a visitor's browser may know: no allowed-domain list. */
export function toPublicBotConfig(
  row: ChatbotSettingsRow,
  gaMeasurementId: string | null,
): PublicBotConfig {
  const { allowedDomains: _allowedDomains, behavior, ...config } = toChatbotSettings(row);
  const { openingHours: _openingHours, ...publicBehavior } = behavior;
  return { ...config, behavior: publicBehavior, ga_measurement_id: gaMeasurementId };
}
