import type { WebhookEnvelope } from '@concierge/shared';
import type { EventContent } from './event-content.js';
import type { AppUserRow } from './queries.js';

export interface EnvelopeHead {
  deliveryId: string;
  organization: { id: string; name: string };
}

/** The JSON a Zapier (any URL) integration receives for an event. */
export function zapierEnvelope(
  head: EnvelopeHead,
  content: Exclude<EventContent, { type: 'handoff.requested' }>,
): WebhookEnvelope {
  if (content.type === 'form.submitted') {
    const { form } = content;
    return envelope(head, content.type, false, {
      form_id: form.formId,
      category: form.category,
      form_key: form.formKey,
      form_data: form.formData,
      answers: content.answers,
      status: form.status,
      submitted_at: form.submittedAt.toISOString(),
      session_id: form.sessionId,
      app_user: appUserOf(content.appUser),
    });
  }
  const { session } = content;
  return envelope(head, content.type, false, {
    session_id: session.id,
    started_at: session.startedAt.toISOString(),
    ended_at: session.endedAt?.toISOString() ?? null,
    message_count: session.messageCount,
    app_user: appUserOf(content.appUser),
  });
}

/** The Test button's sample: a made-up form, marked `test: true`. */
export function sampleZapierEnvelope(head: EnvelopeHead, now: Date): WebhookEnvelope {
  return envelope(head, 'form.submitted', true, {
    form_id: 'sample-form',
    category: 'Appointments',
    form_key: 'appointments',
    form_data: {
      full_name: 'Jane Doe',
      email: 'jane.doe@example.com',
      phone_number: '555 0100',
      preferred_date: now.toISOString().slice(0, 10),
    },
    answers: [
      { key: 'full_name', label: 'Full Name', value: 'Jane Doe' },
      { key: 'email', label: 'Email', value: 'jane.doe@example.com' },
      { key: 'phone_number', label: 'Phone Number', value: '555 0100' },
      { key: 'preferred_date', label: 'Preferred Date', value: now.toISOString().slice(0, 10) },
    ],
    status: null,
    submitted_at: now.toISOString(),
    session_id: null,
    app_user: {
      id: null,
      username: 'Jane Doe',
      email: 'jane.doe@example.com',
      phonenumber: '555 0100',
    },
  });
}

function envelope(
  head: EnvelopeHead,
  type: WebhookEnvelope['type'],
  test: boolean,
  data: Record<string, unknown>,
): WebhookEnvelope {
  return {
    id: head.deliveryId,
    type,
    created_at: new Date().toISOString(),
    organization: head.organization,
    test,
    data,
  };
}

function appUserOf(appUser: AppUserRow) {
  return {
    id: appUser.id,
    username: appUser.username,
    email: appUser.email,
    phonenumber: appUser.phonenumber,
  };
}
