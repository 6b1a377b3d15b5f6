import {
  staffMessages,
  type SessionChats,
  type UserChatsPage,
  type UsersPage,
} from '@concierge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  backdateChat,
  botIdOf,
  enableAllFeatures,
  giveFeedback,
  sendMessage,
  startChat,
  type VisitorChat,
} from '../../test/chat-fixtures.js';
import {
  bearer,
  createTestApp,
  envelope,
  signUpVerified,
  type TestApp,
  UNKNOWN_ID,
} from '../../test/test-app.js';

describe('chat history: GET /user/get_user_chats/:id and /user/get_session_chats/:id', () => {
  let t: TestApp;
  let staff: string;
  let otherStaff: string;
  let danaId: string;
  /** Dana's chats, oldest first; the last one has two turns, the second a form. */
  const chats: VisitorChat[] = [];
  let likedTurnId: string;

  beforeAll(async () => {
    t = await createTestApp();
    staff = await signUpVerified(t, 'owner@clinic.example', 'Clinic');
    otherStaff = await signUpVerified(t, 'owner@other.example', 'Other Lab');
    const botId = await botIdOf(t, staff);
    await enableAllFeatures(t, staff, botId);

    const dana = { username: 'Dana', email: 'dana@example.com' };
    for (let day = 1; day <= 12; day += 1) {
      const chat = await startChat(t, botId, dana);
      const reply = await sendMessage(t, chat, `question number ${day}`);
      if (day === 12) likedTurnId = reply.turn_id;
      await backdateChat(t, chat, new Date(Date.UTC(2024, 0, day, 9)));
      chats.push(chat);
    }
    const newest = chats[11];
    if (!newest) throw new Error('no chats');
    await sendMessage(t, newest, 'I want to book an appointment');
    await giveFeedback(t, newest, likedTurnId, 'like');
    // An opened widget without a message is no chat history.
    await startChat(t, botId, dana);

    const users = await t.app.inject({
      method: 'GET',
      url: '/api/user/get_users',
      headers: bearer(staff),
    });
    danaId = envelope<UsersPage>(users).data.users[0]?._id ?? '';
  });
  afterAll(() => t.close());

  const get = (url: string, token = staff) =>
    t.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(token) });
  const userChats = async (query = '') => {
    const response = await get(`/user/get_user_chats/${danaId}${query}`);
    expect(response.statusCode).toBe(200);
    return envelope<UserChatsPage>(response).data;
  };

  it('pages the user’s sessions, most recently active first', async () => {
    const first = await userChats();
    expect(first.pagination).toEqual({ total_pages: 2, total_sessions: 12 });
    expect(first.sessions.map((session) => session._id)).toEqual(
      chats
        .slice(2)
        .reverse()
        .map((chat) => chat.sessionId),
    );
    const second = await userChats('?page=2');
    expect(second.sessions.map((session) => session._id)).toEqual([
      chats[1]?.sessionId,
      chats[0]?.sessionId,
    ]);
    expect(await userChats('?page=3')).toEqual({
      sessions: [],
      pagination: { total_pages: 2, total_sessions: 12 },
    });
    expect((await userChats('?limit=5')).pagination).toEqual({
      total_pages: 3,
      total_sessions: 12,
    });
    expect((await userChats('?limit=100')).sessions).toHaveLength(12);
  });

  it('gives each session its own turns, oldest first, with object replies intact', async () => {
    const [newest, older] = (await userChats()).sessions;
    expect(newest?.chat_history.map((turn) => turn.user)).toEqual([
      'question number 12',
      'I want to book an appointment',
    ]);
    const [asked, booked] = newest?.chat_history ?? [];
    expect(asked).toMatchObject({ _id: likedTurnId, feedback: 'like' });
    expect(typeof asked?.assistant).toBe('string');
    expect(booked).toMatchObject({
      feedback: null,
      assistant: {
        action: 'show_form',
        category: 'Appointments',
        formConfig: { title: 'Book an Appointment', submitButton: { text: 'Confirm Appointment' } },
      },
    });
    expect(booked?.confidence).toBeGreaterThan(0);
    expect(new Date(booked?.date_time ?? '').toISOString()).toBe(booked?.date_time);
    expect(older?.chat_history.map((turn) => turn.user)).toEqual(['question number 11']);
    expect(older?.last_updated.startsWith('2024-01-11')).toBe(true);
  });

  it.each([
    ['?page=0', staffMessages.pageInvalid],
    ['?limit=101', staffMessages.limitInvalid],
  ])('refuses %s with 400', async (query, message) => {
    const response = await get(`/user/get_user_chats/${danaId}${query}`);
    expect(response.statusCode).toBe(400);
    expect(envelope(response).message).toBe(message);
  });

  it('answers 404 for an unknown, malformed or other organization’s user', async () => {
    for (const [id, token] of [
      [UNKNOWN_ID, staff],
      ['not-a-uuid', staff],
      [danaId, otherStaff],
    ] as const) {
      const response = await get(`/user/get_user_chats/${id}`, token);
      expect(response.statusCode).toBe(404);
      expect(envelope(response)).toMatchObject({
        status_code: 404,
        message: staffMessages.appUserNotFound,
      });
    }
  });

  it('answers one session by id, as a list of one', async () => {
    const response = await get(`/user/get_session_chats/${chats[11]?.sessionId}`);
    expect(response.statusCode).toBe(200);
    const { sessions } = envelope<SessionChats>(response).data;
    expect(sessions).toHaveLength(1);
    expect(sessions[0]?._id).toBe(chats[11]?.sessionId);
    expect(sessions[0]?.chat_history).toHaveLength(2);
    expect(sessions).toEqual((await userChats('?limit=1')).sessions);
  });

  it('answers 404 for an unknown, malformed or other organization’s session', async () => {
    for (const [id, token] of [
      [UNKNOWN_ID, staff],
      ['123', staff],
      [chats[0]?.sessionId ?? '', otherStaff],
    ] as const) {
      const response = await get(`/user/get_session_chats/${id}`, token);
      expect(response.statusCode).toBe(404);
      expect(envelope(response).message).toBe(staffMessages.sessionNotFound);
    }
  });
});
