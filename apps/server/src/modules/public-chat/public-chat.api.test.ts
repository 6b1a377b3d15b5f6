import {
  ORIGIN_NOT_ALLOWED_REASON,
  formSubmissionMessages,
  type MessageResult,
  type PublicBotConfig,
  type StartSessionResult,
} from '@concierge/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { chatSessions, submittedForms } from '../../db/schema.js';
import {
  bearer,
  createTestApp,
  envelope,
  multipartForm,
  signUpVerified,
  type TestApp,
  UNKNOWN_ID,
} from '../../test/test-app.js';

describe('the public chat API', () => {
  let t: TestApp;
  let staff: string;
  let botId: string;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await signUpVerified(t, 'owner@clinic.example', 'Clinic');
    const settings = await t.app.inject({
      method: 'GET',
      url: '/api/auth/chatbot-settings',
      headers: bearer(staff),
    });
    botId = envelope<{ id: string }[]>(settings).data[0]?.id ?? '';
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/chatbot-settings',
      headers: bearer(staff),
      payload: multipartForm({
        botId,
        appointmentBooking: 'true',
        greeting: 'Hello from the clinic!',
      }),
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/content/add',
      headers: bearer(staff),
      payload: multipartForm({
        content_type: 'qa',
        question: 'What are your opening hours?',
        answer: 'We are open Monday to Saturday from 7 am to 8 pm.',
        keywords: 'hours, timings, open',
      }),
    });
  });
  afterAll(() => t.close());

  const start = async (origin?: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/public/bots/${botId}/sessions`,
      headers: origin ? { origin } : {},
      payload: {},
    });
    return { response, session: envelope<StartSessionResult>(response).data };
  };
  const post = (
    session: StartSessionResult,
    path: string,
    payload: object,
    token = session.visitor_token,
    origin?: string,
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/public/sessions/${session.session_id}/${path}`,
      headers: { ...bearer(token), ...(origin ? { origin } : {}) },
      payload,
    });

  it('serves the bot config without the allowed-domain list', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/public/bots/${botId}/config` });
    const config = envelope<PublicBotConfig>(response).data;
    expect(config).toMatchObject({
      id: botId,
      greeting: 'Hello from the clinic!',
      position: 'bottom-right',
    });
    expect(config).not.toHaveProperty('allowedDomains');
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/public/bots/00000000-0000-4000-8000-000000000000/config',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('starts a session, answers from the knowledge base and records the counts', async () => {
    const { session } = await start();
    expect(session.greeting).toBe('Hello from the clinic!');
    expect(session.visitor_token.length).toBeGreaterThan(30);

    const reply = await post(session, 'messages', { text: 'when do you open on saturday' });
    const result = envelope<MessageResult>(reply).data;
    expect(result.assistant).toEqual(expect.stringContaining('Monday to Saturday'));
    expect(result.confidence).toBeGreaterThan(0.35);
    expect(Date.parse(result.date_time)).toBeGreaterThan(0);

    const [row] = await t.ctx.db
      .select()
      .from(chatSessions)
      .where(eq(chatSessions.id, session.session_id));
    expect(row?.messageCount).toBe(1);
    expect(row?.initiatedAt).not.toBeNull();

    const like = await post(session, 'feedback', { turn_id: result.turn_id, value: 'like' });
    expect(envelope(like).message).toBe('Thanks for your feedback!');
    const [feedback] = await queryRows<{ feedback: string }>(
      t.ctx.db,
      sql`select feedback from chat_turns where id = ${result.turn_id}`,
    );
    expect(feedback?.feedback).toBe('like');
  });

  it('answers a booking request with a form, and stores the submitted form', async () => {
    const { session } = await start();
    const reply = envelope<MessageResult>(
      await post(session, 'messages', { text: 'I want to book an appointment' }),
    ).data;
    expect(reply.assistant).toMatchObject({
      action: 'show_form',
      category: 'Appointments',
      formConfig: { submitButton: { text: 'Confirm Appointment' } },
    });
    const submitted = await post(session, 'forms', {
      category: 'Appointments',
      form_id: 'f-1',
      form_data: {
        full_name: 'Ann Lee',
        email: 'ann@example.com',
        phone_number: '+1 555 0100',
        preferred_date: '2026-12-01',
        preferred_time: '10:30',
      },
    });
    expect(envelope(submitted).message).toBe('Form submitted successfully!');
    const forms = await t.ctx.db
      .select()
      .from(submittedForms)
      .where(eq(submittedForms.sessionId, session.session_id));
    expect(forms[0]).toMatchObject({
      category: 'Appointments',
      formKey: 'appointments',
      formId: 'f-1',
      status: null,
    });
    expect(forms[0]?.formData).toMatchObject({ full_name: 'Ann Lee' });
  });

  it('lets an anonymous visitor’s form name them, without overwriting known details', async () => {
    const { session } = await start();
    const appUserOf = async () => {
      const [row] = await queryRows<{
        username: string;
        email: string | null;
        phonenumber: string | null;
      }>(
        t.ctx.db,
        sql`select u.username, u.email, u.phonenumber from app_users u
            join chat_sessions s on s.app_user_id = u.id where s.id = ${session.session_id}`,
      );
      return row;
    };
    expect((await appUserOf())?.username).toMatch(/^Visitor [0-9a-f]{6}$/);
    const send = (formData: Record<string, string>) =>
      post(session, 'forms', { category: 'General Inquiry', form_id: 'f-2', form_data: formData });
    await send({
      full_name: 'Ben Ortiz',
      email: 'Ben@Example.com',
      phone_number: '+1 555 0101',
      message: 'Hello',
    });
    expect(await appUserOf()).toEqual({
      username: 'Ben Ortiz',
      email: 'ben@example.com',
      phonenumber: '+1 555 0101',
    });
    await send({
      full_name: 'Someone Else',
      email: 'other@example.com',
      phone_number: '+1 555 0000',
      message: 'Hello again',
    });
    expect((await appUserOf())?.username).toBe('Ben Ortiz');
    expect((await appUserOf())?.email).toBe('ben@example.com');
  });

  it("checks a form's answers against the organization's form before storing it", async () => {
    const { session } = await start();
    const appointment = (formData: Record<string, unknown>) =>
      post(session, 'forms', { category: 'Appointments', form_id: 'f-9', form_data: formData });
    const refused = async (formData: Record<string, unknown>, message: string) => {
      const response = await appointment(formData);
      expect(response.statusCode, response.body).toBe(400);
      expect(envelope(response).message).toBe(message);
    };
    const complete = {
      full_name: 'Ann Lee',
      email: 'ann@example.com',
      phone_number: '+1 555 0100',
      preferred_date: '2026-12-01',
    };
    await refused(
      { full_name: 'Ann Lee' },
      formSubmissionMessages.missing(['Email', 'Phone Number', 'Preferred Date']),
    );
    await refused({ ...complete, email: 'ann' }, formSubmissionMessages.invalid('Email'));
    await refused(
      { ...complete, preferred_date: 'soon' },
      formSubmissionMessages.invalid('Preferred Date'),
    );
    // Slots come from the opening hours: 09:00 to 17:00 when the bot has none.
    await refused(
      { ...complete, preferred_time: '03:00' },
      formSubmissionMessages.invalid('Preferred Time'),
    );
    const stored = await appointment({ ...complete, preferred_time: '16:30' });
    expect(stored.statusCode, stored.body).toBe(200);
    // The form's key finds it whatever category name the widget sends.
    const byKey = await post(session, 'forms', {
      category: 'Renamed meanwhile',
      form_key: 'appointments',
      form_id: 'f-10',
      form_data: complete,
    });
    expect(byKey.statusCode, byKey.body).toBe(200);
    const keys = await t.ctx.db
      .select({ category: submittedForms.category, formKey: submittedForms.formKey })
      .from(submittedForms)
      .where(eq(submittedForms.sessionId, session.session_id));
    expect(keys).toEqual([
      { category: 'Appointments', formKey: 'appointments' },
      { category: 'Appointments', formKey: 'appointments' },
    ]);
  });

  it('refuses bad input with readable answers', async () => {
    const { session } = await start();
    const long = await post(session, 'messages', { text: 'x'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(envelope(long).message).toBe('Messages can be at most 1000 characters');
    const empty = await post(session, 'messages', { text: '   ' });
    expect(envelope(empty).message).toBe('Type a message');
    const category = await post(session, 'forms', {
      category: 'Pizza',
      form_id: 'x',
      form_data: {},
    });
    expect(category.statusCode).toBe(400);
    expect(envelope(category).message).toBe(formSubmissionMessages.unknownCategory);
    const huge = await post(session, 'forms', {
      category: 'General Inquiry',
      form_id: 'x',
      form_data: Object.fromEntries(
        Array.from({ length: 10 }, (_, i) => [`f${i}`, 'y'.repeat(2000)]),
      ),
    });
    expect(huge.statusCode).toBe(413);
    expect(envelope(huge).message).toBe('The form is too large');
    const turn = await post(session, 'feedback', {
      turn_id: UNKNOWN_ID,
      value: 'like',
    });
    expect(turn.statusCode).toBe(404);
  });

  it('keeps a session to its own visitor token', async () => {
    const { session: mine } = await start();
    const { session: theirs } = await start();
    const noToken = await t.app.inject({
      method: 'POST',
      url: `/api/public/sessions/${mine.session_id}/messages`,
      payload: { text: 'hello' },
    });
    expect(noToken.statusCode).toBe(401);
    const wrongToken = await post(mine, 'messages', { text: 'hello' }, theirs.visitor_token);
    expect(wrongToken.statusCode).toBe(404);
    expect(envelope(wrongToken).message).toBe('Chat session not found');
  });

  it('ends a chat; a message after that is refused', async () => {
    const { session } = await start();
    expect(envelope(await post(session, 'end', {})).message).toBe('Chat ended');
    const after = await post(session, 'messages', { text: 'hello?' });
    expect(after.statusCode).toBe(409);
    const [row] = await t.ctx.db
      .select()
      .from(chatSessions)
      .where(eq(chatSessions.id, session.session_id));
    expect(row?.endedAt).not.toBeNull();
  });

  it('refuses pages outside the allowed domains, and answers CORS for the others', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/chatbot-settings',
      headers: bearer(staff),
      payload: multipartForm({ botId, allowedDomains: JSON.stringify(['clinic.example']) }),
    });
    const refused = await start('https://evil.example');
    expect(refused.response.statusCode).toBe(403);
    expect(envelope(refused.response).message).toBe(
      'This website is not allowed to use this chat widget',
    );
    // The widget reads the reason, and stays off the page instead of showing this to visitors.
    const config = await t.app.inject({
      method: 'GET',
      url: `/api/public/bots/${botId}/config`,
      headers: { origin: 'https://evil.example' },
    });
    expect(config.statusCode).toBe(403);
    expect(envelope(config).data).toEqual({ reason: ORIGIN_NOT_ALLOWED_REASON });

    const allowed = await start('https://clinic.example');
    expect(allowed.response.statusCode).toBe(200);
    expect(allowed.response.headers['access-control-allow-origin']).toBe('https://clinic.example');
    const fromElsewhere = await post(
      allowed.session,
      'messages',
      { text: 'hi' },
      undefined,
      'https://evil.example',
    );
    expect(fromElsewhere.statusCode).toBe(403);

    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: `/api/public/sessions/${allowed.session.session_id}/messages`,
      headers: { origin: 'https://clinic.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-headers']).toContain('authorization');
  });
});
