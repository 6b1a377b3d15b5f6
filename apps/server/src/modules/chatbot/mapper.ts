import type { ChatbotSettings, PublicBotConfig } from '@concierge/shared';
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
    behavior: row.behavior,
  };
}

/** What a visitor's browser may know: no allowed-domain list. */
export function toPublicBotConfig(
  row: ChatbotSettingsRow,
  gaMeasurementId: string | null,
): PublicBotConfig {
  const { allowedDomains: _allowedDomains, ...config } = toChatbotSettings(row);
  return { ...config, ga_measurement_id: gaMeasurementId };
}
