import { DEFAULT_CHATBOT_SETTINGS, ESCALATION_TRIGGERS } from '@concierge/shared';
import { describe, expect, it } from 'vitest';
import type { ChatbotSettingsRow } from '../chatbot/queries.js';
import { botSettingsFromAnswers } from './bot-settings-from-answers.js';

const current = {
  ...DEFAULT_CHATBOT_SETTINGS,
  id: 'bot',
  organizationId: 'org',
  fallbackResponse: null,
  tone: null,
  personalityTraits: [],
} as unknown as ChatbotSettingsRow;

describe('botSettingsFromAnswers: escalation triggers', () => {
  it('turns each chosen answer into its handoff trigger and human handoff on', () => {
    const changes = botSettingsFromAnswers(
      {
        business_name: 'Lab',
        escalation_triggers: ['Urgent or medical question', 'Visitor asks for a person'],
      },
      current,
    );
    expect(changes.features.humanHandoff).toBe(true);
    expect(changes.behavior).toMatchObject({
      handoffTriggers: ['asks_for_person', 'urgent'],
      maxRetries: 3,
    });
  });

  it('makes "twice in a row" true by setting Max Retries to 2', () => {
    const changes = botSettingsFromAnswers(
      { business_name: 'Lab', escalation_triggers: [...ESCALATION_TRIGGERS] },
      current,
    );
    expect(changes.behavior).toMatchObject({
      handoffTriggers: ['asks_for_person', 'complaint', 'billing', 'urgent', 'cannot_answer'],
      maxRetries: 2,
    });
  });

  it('leaves human handoff off when no trigger is chosen', () => {
    const changes = botSettingsFromAnswers(
      { business_name: 'Lab', escalation_triggers: [] },
      current,
    );
    expect(changes.features.humanHandoff).toBe(false);
    expect(changes.behavior.handoffTriggers).toEqual([]);
  });
});
