import type {
  FormCategory,
  FormFieldType,
  MessageResult,
  StartSessionResult,
} from '@concierge/shared';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client.js';
import { rebuildActivityHours } from '../modules/analytics/activity-hours.js';
import { HEALTHCARE_FORMS } from '../modules/forms/templates/healthcare.js';
import { bearer, envelope, multipartForm, type TestApp } from './test-app.js';

/** A visitor's chat as the widget holds it. */
export interface VisitorChat {
  sessionId: string;
  token: string;
}

/** The organization's bot id (its chatbot settings are created on first read). */
export async function botIdOf(t: TestApp, staffToken: string): Promise<string> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/auth/chatbot-settings',
    headers: bearer(staffToken),
  });
  const id = envelope<{ id: string }[]>(response).data[0]?.id;
  if (!id) throw new Error(`no bot settings: ${response.body}`);
  return id;
}

/** Turns every form feature on, so requests get their forms. */
export async function enableAllFeatures(t: TestApp, staffToken: string, botId: string) {
  await t.app.inject({
    method: 'POST',
    url: '/api/auth/chatbot-settings',
    headers: bearer(staffToken),
    payload: multipartForm({
      botId,
      leadCapture: 'true',
      appointmentBooking: 'true',
      ticketCreation: 'true',
      humanHandoff: 'true',
      collectFeedback: 'true',
    }),
  });
}

export interface VisitorDetails {
  username?: string;
  email?: string;
  phonenumber?: string;
  agreed_terms?: boolean;
}

/** Starts a chat through the public API, as the widget does. */
export async function startChat(
  t: TestApp,
  botId: string,
  visitor: VisitorDetails = {},
): Promise<VisitorChat> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/public/bots/${botId}/sessions`,
    payload: visitor,
  });
  if (response.statusCode !== 200) throw new Error(`chat did not start: ${response.body}`);
  const started = envelope<StartSessionResult>(response).data;
  return { sessionId: started.session_id, token: started.visitor_token };
}

async function visitorCall<T>(t: TestApp, chat: VisitorChat, path: string, payload: object) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/public/sessions/${chat.sessionId}/${path}`,
    headers: bearer(chat.token),
    payload,
  });
  if (response.statusCode !== 200) throw new Error(`${path} failed: ${response.body}`);
  return envelope<T>(response).data;
}

export const sendMessage = (t: TestApp, chat: VisitorChat, text: string) =>
  visitorCall<MessageResult>(t, chat, 'messages', { text });

/** A valid answer of each type, for the required fields a test leaves out. */
const SAMPLE_ANSWERS: Record<FormFieldType, string | boolean> = {
  text: 'Sample answer',
  long_text: 'Sample message',
  email: 'visitor@example.com',
  phone: '+1 212 555 0100',
  number: '2',
  date: '2030-01-15',
  time_slot: '10:00',
  select: '',
  checkbox: true,
  consent: true,
};

/**
 * The lab form of `category`, sent with `formData` and a sample answer for each required field
 * the test leaves out (the server refuses a form without them).
 */
export const submitForm = (
  t: TestApp,
  chat: VisitorChat,
  category: FormCategory,
  formData: Record<string, string>,
  formId = 'form-1',
) => {
  const form = HEALTHCARE_FORMS.find((candidate) => candidate.category === category);
  const required = (form?.fields ?? [])
    .filter((field) => field.required && !(field.key in formData))
    .map((field) => [field.key, field.options?.[0] ?? SAMPLE_ANSWERS[field.type]]);
  return visitorCall<unknown>(t, chat, 'forms', {
    category,
    form_id: formId,
    form_data: { ...Object.fromEntries(required), ...formData },
  });
};

export const giveFeedback = (
  t: TestApp,
  chat: VisitorChat,
  turnId: string,
  value: 'like' | 'dislike',
) => visitorCall<unknown>(t, chat, 'feedback', { turn_id: turnId, value });

export const endChat = (t: TestApp, chat: VisitorChat) => visitorCall<unknown>(t, chat, 'end', {});

/**
 * Moves a whole chat back in time, as if it had happened at `startedAt`: the session's times, its
 * turns and its forms shift by the same interval, so date filters can be tested. The raw rows move
 * behind the hourly counters' back, so the organization's counters are rebuilt.
 */
export async function backdateChat(t: TestApp, chat: VisitorChat, startedAt: Date) {
  const iso = startedAt.toISOString();
  await t.ctx.db.transaction(async (tx) => {
    const shift = sql`(${iso}::timestamptz - (select started_at from chat_sessions where id = ${chat.sessionId}))`;
    await tx.execute(
      sql`update chat_turns set created_at = created_at + ${shift} where session_id = ${chat.sessionId}`,
    );
    await tx.execute(
      sql`update submitted_forms set submitted_at = submitted_at + ${shift} where session_id = ${chat.sessionId}`,
    );
    await tx.execute(sql`update chat_sessions set
      last_updated = last_updated + ${shift},
      initiated_at = initiated_at + ${shift},
      ended_at = ended_at + ${shift},
      started_at = ${iso}::timestamptz
      where id = ${chat.sessionId}`);
    const [session] = await queryRows<{ organization_id: string }>(
      tx,
      sql`select organization_id from chat_sessions where id = ${chat.sessionId}`,
    );
    if (!session) throw new Error(`no chat session ${chat.sessionId}`);
    await rebuildActivityHours(tx, session.organization_id);
  });
}

/** A published Q&A entry the bot answers from, added through the knowledge API. */
export async function addQuestionAnswer(
  t: TestApp,
  staffToken: string,
  question: string,
  answer: string,
) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/content/add',
    headers: bearer(staffToken),
    payload: multipartForm({ content_type: 'qa', question, answer }),
  });
  if (response.statusCode !== 200) throw new Error(`content was not added: ${response.body}`);
}
