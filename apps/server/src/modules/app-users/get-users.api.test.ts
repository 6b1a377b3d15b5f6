import { staffMessages, type AppUser, type UsersPage } from '@concierge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { botIdOf, sendMessage, startChat, type VisitorChat } from '../../test/chat-fixtures.js';
import {
  bearer,
  createTestApp,
  envelope,
  signUpVerified,
  type TestApp,
  UNKNOWN_ID,
} from '../../test/test-app.js';

describe('GET /user/get_users', () => {
  let t: TestApp;
  let staff: string;
  let otherStaff: string;
  let aliceLatest: VisitorChat;

  beforeAll(async () => {
    t = await createTestApp();
    staff = await signUpVerified(t, 'owner@clinic.example', 'Clinic');
    otherStaff = await signUpVerified(t, 'owner@other.example', 'Other Lab');
    const botId = await botIdOf(t, staff);

    const alice = {
      username: 'Alice Smith',
      email: 'alice@example.com',
      phonenumber: '+1 555 0101',
      agreed_terms: true,
    };
    await sendMessage(t, await startChat(t, botId, alice), 'hello');
    aliceLatest = await startChat(t, botId, alice);
    await sendMessage(t, aliceLatest, 'hello again');

    const bob = { username: 'Bob 100% Real', email: 'bob@example.org', phonenumber: '020 7946' };
    await sendMessage(t, await startChat(t, botId, bob), 'hello');
    // Opened the widget once more without writing: not a chat.
    await startChat(t, botId, bob);

    // Never wrote at all.
    await startChat(t, botId, { username: 'Carol', phonenumber: '0300-1234567' });
  });
  afterAll(() => t.close());

  const get = (query: string, token = staff) =>
    t.app.inject({ method: 'GET', url: `/api/user/get_users${query}`, headers: bearer(token) });
  const page = async (query: string, token = staff) => {
    const response = await get(query, token);
    expect(response.statusCode).toBe(200);
    return envelope<UsersPage>(response).data;
  };
  const names = (users: UsersPage) => users.users.map((user) => user.username);

  it('lists app users newest first with chat counts and latest session', async () => {
    const users = await page('');
    expect(users.pagination).toEqual({ total_pages: 1, total_users: 3 });
    expect(names(users)).toEqual(['Carol', 'Bob 100% Real', 'Alice Smith']);
    const [carol, bob, alice] = users.users;
    expect(alice).toMatchObject({
      email: 'alice@example.com',
      phonenumber: '+1 555 0101',
      disabled: false,
      agreed_terms: true,
      user_chat_count: 2,
      session: aliceLatest.sessionId,
    });
    expect(alice?._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(alice?.created_at ?? '').toISOString()).toBe(alice?.created_at);
    expect(bob?.user_chat_count).toBe(1);
    expect(carol).toMatchObject({ email: null, agreed_terms: false, user_chat_count: 0 });
  });

  it('pages, answering totals past the end', async () => {
    const first = await page('?page=1&limit=2');
    expect(names(first)).toEqual(['Carol', 'Bob 100% Real']);
    expect(first.pagination).toEqual({ total_pages: 2, total_users: 3 });
    expect(names(await page('?page=2&limit=2'))).toEqual(['Alice Smith']);
    expect(await page('?page=3&limit=2')).toEqual({
      users: [],
      pagination: { total_pages: 2, total_users: 3 },
    });
    expect((await page('?limit=100')).users).toHaveLength(3);
  });

  it.each([
    ['?page=0', staffMessages.pageInvalid],
    ['?page=-1', staffMessages.pageInvalid],
    ['?page=abc', staffMessages.pageInvalid],
    ['?page=1.5', staffMessages.pageInvalid],
    ['?limit=101', staffMessages.limitInvalid],
    ['?limit=0', staffMessages.limitInvalid],
    ['?limit=ten', staffMessages.limitInvalid],
  ])('refuses %s with 400', async (query, message) => {
    const response = await get(query);
    expect(response.statusCode).toBe(400);
    expect(envelope(response)).toMatchObject({ status_code: 400, message });
  });

  it('searches username, e-mail and phone, case-insensitive', async () => {
    expect(names(await page('?search=alice'))).toEqual(['Alice Smith']);
    expect(names(await page('?search=EXAMPLE.ORG'))).toEqual(['Bob 100% Real']);
    expect(names(await page('?search=7946'))).toEqual(['Bob 100% Real']);
    expect(names(await page('?search=0300-123'))).toEqual(['Carol']);
    const found = await page('?search=smith&limit=1');
    expect(found.pagination).toEqual({ total_pages: 1, total_users: 1 });
    expect(await page('?search=nobody')).toEqual({
      users: [],
      pagination: { total_pages: 1, total_users: 0 },
    });
  });

  it('treats % and _ in a search as plain characters', async () => {
    expect(names(await page(`?search=${encodeURIComponent('100%')}`))).toEqual(['Bob 100% Real']);
    expect(names(await page(`?search=${encodeURIComponent('%')}`))).toEqual(['Bob 100% Real']);
    expect((await page('?search=_')).pagination.total_users).toBe(0);
  });

  it('answers one user by id as the list shows it, and 404 for an unknown or other organization’s', async () => {
    const alice = (await page('?search=alice')).users[0];
    const found = await get(`/${alice?._id}`);
    expect(found.statusCode).toBe(200);
    expect(envelope<AppUser>(found).data).toEqual(alice);
    for (const [id, token] of [
      [UNKNOWN_ID, staff],
      ['not-a-uuid', staff],
      [alice?._id ?? '', otherStaff],
    ] as const) {
      const response = await get(`/${id}`, token);
      expect(response.statusCode).toBe(404);
      expect(envelope(response).message).toBe(staffMessages.appUserNotFound);
    }
  });

  it('shows another organization none of these users', async () => {
    expect(await page('', otherStaff)).toEqual({
      users: [],
      pagination: { total_pages: 1, total_users: 0 },
    });
  });

  it('needs a signed-in member', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user/get_users' });
    expect(response.statusCode).toBe(401);
  });
});
