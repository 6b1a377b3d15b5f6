import {
  staffMessages,
  type SubmittedForm,
  type SubmittedFormsPage,
  type UsersPage,
} from '@concierge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  botIdOf,
  enableAllFeatures,
  sendMessage,
  startChat,
  submitForm,
} from '../../test/chat-fixtures.js';
import {
  bearer,
  createTestApp,
  envelope,
  signUpVerified,
  type TestApp,
  UNKNOWN_ID,
} from '../../test/test-app.js';

describe('submitted forms: list and status', () => {
  let t: TestApp;
  let staff: string;
  let otherStaff: string;
  let sessionId: string;

  beforeAll(async () => {
    t = await createTestApp();
    staff = await signUpVerified(t, 'owner@clinic.example', 'Clinic');
    otherStaff = await signUpVerified(t, 'owner@other.example', 'Other Lab');
    const botId = await botIdOf(t, staff);
    await enableAllFeatures(t, staff, botId);
    // A session takes at most 10 forms at a time, so the 12 come from two.
    for (const [chatIndex, count] of [7, 5].entries()) {
      const chat = await startChat(t, botId, { username: `Visitor ${chatIndex}` });
      await sendMessage(t, chat, 'I want to book an appointment');
      sessionId = chat.sessionId;
      for (let index = 0; index < count; index += 1) {
        const number = chatIndex * 7 + index + 1;
        await submitForm(
          t,
          chat,
          'Appointments',
          { full_name: `Patient ${number}`, email: `p${number}@example.com` },
          `form_${number}`,
        );
      }
    }
  });
  afterAll(() => t.close());

  const list = async (query = '', token = staff) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/user/get_submitted_forms${query}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    return envelope<SubmittedFormsPage>(response).data;
  };
  const setStatus = (id: string, payload: unknown, token = staff) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/user/update_form_status/${id}`,
      headers: bearer(token),
      payload: payload as Record<string, unknown>,
    });
  const formIds = (page: SubmittedFormsPage) => page.forms.map((form) => form.form_id);

  it('lists the forms newest first, ten to a page', async () => {
    const first = await list();
    expect(first.pagination).toEqual({ total_pages: 2, total_forms: 12 });
    expect(formIds(first)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((n) => `form_${n}`));
    expect(first.forms[0]).toMatchObject({
      session_id: sessionId,
      category: 'Appointments',
      form_data: { full_name: 'Patient 12', email: 'p12@example.com' },
      status: null,
    });
    expect(first.forms[0]?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(formIds(await list('?page=2'))).toEqual(['form_2', 'form_1']);
    expect(await list('?page=3')).toEqual({
      forms: [],
      pagination: { total_pages: 2, total_forms: 12 },
    });
    expect((await list('?limit=100')).forms).toHaveLength(12);
    expect((await list('?limit=5')).pagination.total_pages).toBe(3);
  });

  it.each([
    ['?page=0', staffMessages.pageInvalid],
    ['?page=x', staffMessages.pageInvalid],
    ['?limit=101', staffMessages.limitInvalid],
  ])('refuses %s with 400', async (query, message) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/user/get_submitted_forms${query}`,
      headers: bearer(staff),
    });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).message).toBe(message);
  });

  it("processes with 'True' and cancels with 'False'", async () => {
    const form = (await list()).forms[0];
    const id = form?.id ?? '';
    const processed = await setStatus(id, { status: 'True' });
    expect(processed.statusCode).toBe(200);
    expect(envelope<SubmittedForm>(processed)).toEqual({
      status_code: 200,
      message: 'Form processed successfully!',
      data: { ...form, status: 'True' },
    });
    const cancelled = await setStatus(id, { status: 'False' });
    expect(envelope<SubmittedForm>(cancelled)).toMatchObject({
      message: 'Form cancelled successfully!',
      data: { id, status: 'False' },
    });
    expect((await list()).forms[0]?.status).toBe('False');
  });

  it.each([['true'], [true], ['Open'], [null], ['']])(
    'refuses status %j with 400',
    async (status) => {
      const id = (await list()).forms[1]?.id ?? '';
      const response = await setStatus(id, { status });
      expect(response.statusCode).toBe(400);
      expect(envelope(response).message).toBe(staffMessages.statusInvalid);
      expect((await list()).forms[1]?.status).toBeNull();
    },
  );

  it('refuses a body without a status', async () => {
    const id = (await list()).forms[1]?.id ?? '';
    const response = await setStatus(id, {});
    expect(response.statusCode).toBe(400);
    expect(envelope(response).message).toBe(staffMessages.statusInvalid);
  });

  it('answers 404 for an unknown, malformed or other organization’s form', async () => {
    const form = (await list()).forms[2];
    for (const [id, token] of [
      [UNKNOWN_ID, staff],
      ['form_3', staff],
      [form?.id ?? '', otherStaff],
    ] as const) {
      const response = await setStatus(id, { status: 'True' }, token);
      expect(response.statusCode).toBe(404);
      expect(envelope(response)).toMatchObject({
        status_code: 404,
        message: staffMessages.formNotFound,
      });
    }
    expect((await list()).forms[2]?.status).toBeNull();
  });

  it('answers one form by its id, and 404 for an unknown, malformed or other organization’s', async () => {
    const getOne = (id: string, token = staff) =>
      t.app.inject({
        method: 'GET',
        url: `/api/user/get_submitted_forms/${id}`,
        headers: bearer(token),
      });
    const form = (await list('?page=2')).forms[1];
    const found = await getOne(form?.id ?? '');
    expect(found.statusCode).toBe(200);
    expect(envelope<SubmittedForm>(found).data).toEqual(form);
    for (const [id, token] of [
      [UNKNOWN_ID, staff],
      ['form_1', staff],
      [form?.id ?? '', otherStaff],
    ] as const) {
      const response = await getOne(id, token);
      expect(response.statusCode).toBe(404);
      expect(envelope(response).message).toBe(staffMessages.formNotFound);
    }
  });

  it('shows another organization none of these forms or users', async () => {
    expect(await list('', otherStaff)).toEqual({
      forms: [],
      pagination: { total_pages: 1, total_forms: 0 },
    });
    const users = await t.app.inject({
      method: 'GET',
      url: '/api/user/get_users',
      headers: bearer(otherStaff),
    });
    expect(envelope<UsersPage>(users).data.pagination.total_users).toBe(0);
  });

  it('documents the staff data calls in the OpenAPI reference', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const { paths } = response.json() as {
      paths: Record<
        string,
        Record<string, { tags?: string[]; summary?: string; security?: unknown }>
      >;
    };
    for (const [path, method] of [
      ['/api/user/get_users', 'get'],
      ['/api/user/get_users/{id}', 'get'],
      ['/api/user/get_user_chats/{id}', 'get'],
      ['/api/user/get_session_chats/{id}', 'get'],
      ['/api/user/get_submitted_forms', 'get'],
      ['/api/user/get_submitted_forms/export', 'get'],
      ['/api/user/get_submitted_forms/{id}', 'get'],
      ['/api/user/update_form_status/{id}', 'put'],
    ] as const) {
      const operation = paths[path]?.[method];
      expect(operation?.summary, path).toBeTruthy();
      expect(operation?.tags?.length, path).toBe(1);
      expect(operation?.security, path).toEqual([{ bearerAuth: [] }]);
    }
  });

  it('needs a signed-in member', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user/get_submitted_forms' });
    expect(response.statusCode).toBe(401);
  });
});
