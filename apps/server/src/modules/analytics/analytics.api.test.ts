import {
  staffMessages,
  type AnalyticsSummary,
  type DashboardStats,
  type MessageResult,
} from '@concierge/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addQuestionAnswer,
  backdateChat,
  botIdOf,
  enableAllFeatures,
  endChat,
  giveFeedback,
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
} from '../../test/test-app.js';
import { addDays, localDay } from './day-range.js';

const NEW_YORK = 'America/New_York';
const DAY_MS = 86_400_000;

/** `days` days ago at the given UTC hour. */
function daysAgoAt(days: number, utcHour: number, utcMinute = 0): Date {
  const date = new Date(Date.now() - days * DAY_MS);
  date.setUTCHours(utcHour, utcMinute, 0, 0);
  return date;
}

describe('dashboard stats and analytics', () => {
  let t: TestApp;
  let staff: string;
  let otherStaff: string;
  let karachiStaff: string;
  const threeDaysAgo = daysAgoAt(3, 15);
  const tenDaysAgo = daysAgoAt(10, 15);
  const karachiEvening = daysAgoAt(5, 20, 30);

  const get = (token: string, url: string) =>
    t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const dashboard = async (token: string, date = 'today') => {
    const response = await get(token, `/api/user/dashboard_stats?date=${date}`);
    expect(response.statusCode).toBe(200);
    return envelope<DashboardStats>(response).data;
  };
  const analytics = async (token: string, days?: number) => {
    const response = await get(token, `/api/user/analytics${days ? `?days=${days}` : ''}`);
    expect(response.statusCode).toBe(200);
    return envelope<{ data: AnalyticsSummary }>(response).data.data;
  };

  beforeAll(async () => {
    t = await createTestApp();
    staff = await signUpVerified(t, 'owner@clinic.example', 'Clinic');
    otherStaff = await signUpVerified(t, 'owner@other.example', 'Other Lab');
    karachiStaff = await signUpVerified(t, 'owner@karachi.example', 'Karachi Lab');
    const botId = await botIdOf(t, staff);
    await enableAllFeatures(t, staff, botId);
    await addQuestionAnswer(
      t,
      staff,
      'What are your opening hours?',
      'We are open Monday to Saturday from 7 am to 8 pm.',
    );

    // Today: a chat with an answer, a booking, a like, a dislike and an end…
    const today = await startChat(t, botId, { username: 'Alice', email: 'alice@example.com' });
    const answered: MessageResult = await sendMessage(t, today, 'What are your opening hours?');
    const booking = await sendMessage(t, today, 'I want to book an appointment');
    await submitForm(t, today, 'Appointments', { full_name: 'Alice' });
    await giveFeedback(t, today, answered.turn_id, 'like');
    await giveFeedback(t, today, booking.turn_id, 'dislike');
    await endChat(t, today);
    // …and a chat opened without a message: a session, not an initiated chat.
    await startChat(t, botId, { username: 'Silent' });

    const earlier = await startChat(t, botId, { username: 'Earlier' });
    await sendMessage(t, earlier, 'Where is my report?');
    await submitForm(t, earlier, 'Test Report', { full_name: 'Earlier' });
    await endChat(t, earlier);
    await backdateChat(t, earlier, threeDaysAgo);

    const old = await startChat(t, botId, { username: 'Old' });
    await sendMessage(t, old, 'What are your opening hours?');
    await backdateChat(t, old, tenDaysAgo);

    await t.ctx.db.execute(sql`update organizations set timezone = 'Asia/Karachi'
      where name = 'Karachi Lab'`);
    const karachiBot = await botIdOf(t, karachiStaff);
    const evening = await startChat(t, karachiBot, { username: 'Evening' });
    await sendMessage(t, evening, 'Hello there, what do you offer?');
    await backdateChat(t, evening, karachiEvening);
  });
  afterAll(() => t.close());

  it("counts today's sessions, messages, forms and feedback", async () => {
    const stats = await dashboard(staff);
    expect(stats).toMatchObject({
      date: localDay(new Date(), NEW_YORK),
      timezone: NEW_YORK,
      total_sessions_on_date: 2,
      chat_initiated_count_on_date: 1,
      total_message_count_on_date: 2,
      total_end_chats: 1,
      appointments_count: 1,
      home_collection_count: 0,
      complaints_feedback_count: 0,
      general_inquiry_count: 0,
      test_report_count: 0,
      total_likes: 1,
      total_dislikes: 1,
    });
    // The organization's own forms (the lab's five until it defines its own), in its order.
    expect(stats.forms).toEqual([
      { key: 'appointments', category: 'Appointments', badge_color: 'blue', count: 1 },
      { key: 'home_collection', category: 'Home Collection', badge_color: 'green', count: 0 },
      { key: 'complaints_feedback', category: 'Complaints/Feedback', badge_color: 'red', count: 0 },
      { key: 'general_inquiry', category: 'General Inquiry', badge_color: 'purple', count: 0 },
      { key: 'test_report', category: 'Test Report', badge_color: 'yellow', count: 0 },
    ]);
    expect(stats.latest_users.map((user) => user.username)).toEqual([
      'Old',
      'Earlier',
      'Silent',
      'Alice',
    ]);
    expect(stats.latest_users[3]).toMatchObject({ email: 'alice@example.com', user_chat_count: 1 });
  });

  it('counts a past day on that day and not today', async () => {
    const date = localDay(threeDaysAgo, NEW_YORK);
    expect(await dashboard(staff, date)).toMatchObject({
      date,
      total_sessions_on_date: 1,
      chat_initiated_count_on_date: 1,
      total_message_count_on_date: 1,
      total_end_chats: 1,
      appointments_count: 0,
      test_report_count: 1,
      total_likes: 0,
    });
    expect(await dashboard(staff, addDays(date, -1))).toMatchObject({
      total_sessions_on_date: 0,
      total_message_count_on_date: 0,
      test_report_count: 0,
    });
  });

  it("draws the day's bounds in the organization's timezone", async () => {
    // 20:30 UTC is 01:30 the next morning in Karachi (UTC+5).
    const utcDay = karachiEvening.toISOString().slice(0, 10);
    const nextDay = await dashboard(karachiStaff, addDays(utcDay, 1));
    expect(nextDay).toMatchObject({
      timezone: 'Asia/Karachi',
      total_sessions_on_date: 1,
      chat_initiated_count_on_date: 1,
      total_message_count_on_date: 1,
    });
    expect((await dashboard(karachiStaff, utcDay)).total_sessions_on_date).toBe(0);
  });

  it('refuses a date that is not a calendar day', async () => {
    for (const date of ['2024-02-30', 'yesterday', '2024-1-5']) {
      const response = await get(staff, `/api/user/dashboard_stats?date=${date}`);
      expect(response.statusCode).toBe(400);
      expect(envelope(response).message).toBe(staffMessages.dateInvalid);
    }
  });

  it('sums the last 7 or 30 days, 30 by default', async () => {
    const week = await analytics(staff, 7);
    expect(week).toMatchObject({
      total_sessions_in_range: 3,
      chat_initiated_count: 2,
      total_message_count: 3,
      total_end_chats: 2,
      appointments_count: 1,
      test_report_count: 1,
    });
    const month = await analytics(staff, 30);
    expect(month).toMatchObject({
      total_sessions_in_range: 4,
      chat_initiated_count: 3,
      total_message_count: 4,
    });
    expect(await analytics(staff)).toEqual(month);
  });

  it('lists every day of the range, oldest first, with zeros', async () => {
    const today = localDay(new Date(), NEW_YORK);
    for (const days of [7, 30]) {
      const { daily_sessions: daily } = await analytics(staff, days);
      expect(daily).toHaveLength(days);
      expect(daily[0]?.date).toBe(addDays(today, 1 - days));
      expect(daily.at(-1)).toEqual({ date: today, session_count: 2 });
      const total = daily.reduce((sum, day) => sum + day.session_count, 0);
      expect(total).toBe(days === 7 ? 3 : 4);
    }
    const { daily_sessions: month } = await analytics(staff, 30);
    expect(month.find((day) => day.date === localDay(tenDaysAgo, NEW_YORK))?.session_count).toBe(1);
    expect(month.filter((day) => day.session_count === 0)).toHaveLength(27);
  });

  it('refuses other ranges', async () => {
    for (const days of ['14', 'abc', '0']) {
      const response = await get(staff, `/api/user/analytics?days=${days}`);
      expect(response.statusCode).toBe(400);
      expect(envelope(response).message).toBe(staffMessages.daysInvalid);
    }
  });

  it('exports the days and their total as CSV', async () => {
    const response = await get(staff, '/api/user/analytics/export?days=7');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const today = localDay(new Date(), NEW_YORK);
    expect(response.headers['content-disposition']).toContain(`analytics-last-7-days-${today}.csv`);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Date,Sessions,Chats Initiated,Messages,Ended Chats,Appointments,Home Collection,Complaints/Feedback,General Inquiry,Test Report',
    );
    expect(lines).toHaveLength(1 + 7 + 1);
    expect(lines[7]).toBe(`${today},2,1,2,1,1,0,0,0,0`);
    expect(lines[8]).toBe('Total,3,2,3,2,1,0,0,0,1');
  });

  it("shows another organization nothing of this one's activity", async () => {
    const stats = await dashboard(otherStaff);
    expect(stats).toMatchObject({
      total_sessions_on_date: 0,
      chat_initiated_count_on_date: 0,
      total_message_count_on_date: 0,
      appointments_count: 0,
      total_likes: 0,
      latest_users: [],
    });
    const summary = await analytics(otherStaff, 30);
    expect(summary.total_sessions_in_range).toBe(0);
    expect(summary.total_message_count).toBe(0);
    expect(summary.daily_sessions.every((day) => day.session_count === 0)).toBe(true);
  });

  it('counts a chat on the day it ends, however long ago it started', async () => {
    const before = await dashboard(staff);
    const botId = await botIdOf(t, staff);
    const resumed = await startChat(t, botId, { username: 'Resumed' });
    await sendMessage(t, resumed, 'What are your opening hours?');
    await backdateChat(t, resumed, daysAgoAt(20, 9));
    await endChat(t, resumed);
    const after = await dashboard(staff);
    expect(after.total_end_chats).toBe(before.total_end_chats + 1);
    expect(after.total_sessions_on_date).toBe(before.total_sessions_on_date);
  });

  it('needs a signed-in account', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user/dashboard_stats' });
    expect(response.statusCode).toBe(401);
  });
});
