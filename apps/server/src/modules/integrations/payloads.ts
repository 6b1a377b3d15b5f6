import { integrationInfo, type IntegrationProvider } from '@concierge/shared';
import { noticeOf, testNotice } from './channel-notice.js';
import type { EventContent } from './event-content.js';
import { slackMessage } from './slack-message.js';
import { teamsCard } from './teams-card.js';
import { type EnvelopeHead, sampleZapierEnvelope, zapierEnvelope } from './zapier-envelope.js';

export type WebhookProvider = Exclude<IntegrationProvider, 'google_analytics'>;

export interface PayloadContext extends EnvelopeHead {
  publicUrl: string;
}

/**
 * The body a provider receives for an event it subscribes to (integrationInfo[provider].events),
 * or null for one it does not.
 */
export function eventPayload(
  provider: WebhookProvider,
  content: EventContent,
  context: PayloadContext,
): Record<string, unknown> | null {
  if (!integrationInfo[provider].events.includes(content.type)) return null;
  if (provider === 'zapier') {
    return content.type === 'handoff.requested' ? null : { ...zapierEnvelope(context, content) };
  }
  if (content.type === 'conversation.ended') return null;
  const notice = noticeOf(content);
  return provider === 'slack'
    ? slackMessage(notice, context.publicUrl)
    : { ...teamsCard(notice, context.publicUrl) };
}

/** The Test button's sample event. */
export function testPayload(
  provider: WebhookProvider,
  context: PayloadContext,
): Record<string, unknown> {
  if (provider === 'zapier') return { ...sampleZapierEnvelope(context, new Date()) };
  const notice = testNotice(integrationInfo[provider].name);
  return provider === 'slack'
    ? slackMessage(notice, context.publicUrl)
    : { ...teamsCard(notice, context.publicUrl) };
}
