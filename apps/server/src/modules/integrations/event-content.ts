import {
  findFormDefinition,
  readSubmission,
  type SubmissionAnswer,
  type WebhookEvent,
} from '@concierge/shared';
import type { Executor } from '../../db/client.js';
import type { DomainEvent } from '../../platform/events.js';
import { organizationForms } from '../forms/organization-forms.js';
import * as queries from './queries.js';
import type { AppUserRow, ChatSessionRow, SubmittedFormRow } from './queries.js';

/** What an event is about, read once and turned into each provider's body. */
export type EventContent =
  | {
      type: 'form.submitted';
      form: SubmittedFormRow;
      appUser: AppUserRow;
      /** The answers under the labels of the organization's form as it is now. */
      answers: SubmissionAnswer[];
    }
  | { type: 'handoff.requested'; session: ChatSessionRow; appUser: AppUserRow; question: string }
  | { type: 'conversation.ended'; session: ChatSessionRow; appUser: AppUserRow };

export function isWebhookEvent(
  event: DomainEvent,
): event is Extract<DomainEvent, { type: WebhookEvent }> {
  return (
    event.type === 'form.submitted' ||
    event.type === 'handoff.requested' ||
    event.type === 'conversation.ended'
  );
}

/** Null when the form or chat is gone by now: there is nothing left to tell. */
export async function loadEventContent(
  db: Executor,
  event: Extract<DomainEvent, { type: WebhookEvent }>,
): Promise<EventContent | null> {
  if (event.type === 'form.submitted') {
    const found = await queries.findFormWithAppUser(db, event.organizationId, event.formId);
    if (!found) return null;
    const forms = await organizationForms(db, event.organizationId);
    const { form } = found;
    const definition = findFormDefinition(forms, { key: form.formKey, category: form.category });
    const answers = readSubmission(definition ?? { fields: [] }, form.formData);
    return { type: event.type, ...found, answers };
  }
  const found = await queries.findSessionWithAppUser(db, event.organizationId, event.sessionId);
  if (!found) return null;
  return event.type === 'handoff.requested'
    ? { type: event.type, ...found, question: event.question }
    : { type: event.type, ...found };
}
