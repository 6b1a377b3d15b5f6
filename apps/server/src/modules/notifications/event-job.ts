import { notificationTexts } from '@concierge/shared';
import type { Executor } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { eventOfJob, type DomainEvent } from '../../platform/events.js';
import * as queries from './event-queries.js';
import { notifyMembers } from './notify-members.js';
import { warnAboutQuota } from './quota-warnings.js';

/** How much of a visitor's message a notification quotes. */
const QUOTE_LENGTH = 140;

/**
 * The 'notifications.event' job: turns a chat event into bell entries and e-mails. All of an
 * event's rows and mails commit in one transaction, and each carries a dedupe key naming the
 * event, so a retried job adds nothing twice. An event about something since deleted is dropped.
 */
export function notificationEventJob(ctx: AppContext) {
  return async (payload: Record<string, unknown>): Promise<void> => {
    const { event, occurredAt } = eventOfJob(payload);
    await ctx.db.transaction((tx) => handleEvent(ctx, tx, event, occurredAt));
  };
}

async function handleEvent(
  ctx: AppContext,
  tx: Executor,
  event: DomainEvent,
  occurredAt: Date,
): Promise<void> {
  switch (event.type) {
    case 'conversation.started':
      return conversationStarted(ctx, tx, event, occurredAt);
    case 'answer.low_confidence':
      return lowConfidenceAnswer(ctx, tx, event, occurredAt);
    case 'form.submitted':
      return formSubmitted(ctx, tx, event);
    case 'handoff.requested':
    case 'conversation.ended':
      return;
  }
}

async function conversationStarted(
  ctx: AppContext,
  tx: Executor,
  event: Extract<DomainEvent, { type: 'conversation.started' }>,
  occurredAt: Date,
): Promise<void> {
  const organization = await queries.findOrganization(tx, event.organizationId);
  const visitor = await queries.findSessionVisitor(tx, event.organizationId, event.sessionId);
  if (!organization || visitor === null) return;
  await notifyMembers(ctx, tx, {
    organizationId: event.organizationId,
    kind: 'new_conversation',
    title: notificationTexts.newConversation.title,
    body: notificationTexts.newConversation.body(visitor, quote(event.text)),
    link: '/conversations',
    dedupeKey: `conversation:${event.sessionId}`,
  });
  await warnAboutQuota(ctx, tx, event.organizationId, organization, occurredAt);
}

async function lowConfidenceAnswer(
  ctx: AppContext,
  tx: Executor,
  event: Extract<DomainEvent, { type: 'answer.low_confidence' }>,
  occurredAt: Date,
): Promise<void> {
  const visitor = await queries.findSessionVisitor(tx, event.organizationId, event.sessionId);
  if (visitor === null) return;
  await notifyMembers(ctx, tx, {
    organizationId: event.organizationId,
    kind: 'failed_response',
    title: notificationTexts.failedResponse.title,
    body: notificationTexts.failedResponse.body(quote(event.question)),
    link: '/conversations',
    // A session asks one question at a time: its time names the event.
    dedupeKey: `failed:${event.sessionId}:${occurredAt.toISOString()}`,
  });
}

async function formSubmitted(
  ctx: AppContext,
  tx: Executor,
  event: Extract<DomainEvent, { type: 'form.submitted' }>,
): Promise<void> {
  const form = await queries.findSubmittedForm(tx, event.organizationId, event.formId);
  if (!form) return;
  const fullName = form.formData.full_name;
  const visitor =
    typeof fullName === 'string' && fullName.trim() !== '' ? fullName.trim() : form.username;
  await notifyMembers(ctx, tx, {
    organizationId: event.organizationId,
    kind: 'form_submitted',
    title: notificationTexts.formSubmitted.title(form.category),
    body: notificationTexts.formSubmitted.body(visitor),
    link: `/submitted-forms?form=${event.formId}`,
    dedupeKey: `form:${event.formId}`,
  });
}

/** The text on one line, cut at a word near `QUOTE_LENGTH` characters. */
export function quote(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= QUOTE_LENGTH) return line;
  const cut = line.slice(0, QUOTE_LENGTH);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > QUOTE_LENGTH * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
