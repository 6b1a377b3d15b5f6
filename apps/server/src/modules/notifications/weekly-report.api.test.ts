import { notificationTexts } from '@concierge/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import {
  backdateChat,
  botIdOf,
  enableAllFeatures,
  sendMessage,
  startChat,
  submitForm,
} from '../../test/chat-fixtures.js';
import { createTestApp, signUpVerified, type TestApp } from '../../test/test-app.js';
import { addMember } from '../team/team-fixtures.js';
import { bellEntries, mailsTo, organizationIdOf, putPreferences } from './notification-fixtures.js';
import { queueWeeklyReports } from './queue-weekly-reports.js';

const OWNER = 'owner@weekly.example';
const VIEWER = 'viewer@weekly.example';
const WEST = 'owner@west.example';
/** Monday 2024-06-03, 09:00 in New York and 06:00 in Los Angeles. */
const MONDAY_MORNING = new Date('2024-06-03T13:00:00Z');
const SUBJECT = `${notificationTexts.weeklyReport.title}: Weekly`;
const MOTORCYCLES = 'Do you repair vintage motorcycles?';

describe('the weekly report', () => {
  let t: TestApp;
  let owner: string;
  let viewer: string;
  let west: string;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUpVerified(t, OWNER, 'Weekly');
    viewer = await addMember(t, owner, VIEWER, 'viewer');
    await putPreferences(t, viewer, { weekly_reports: false });
    west = await signUpVerified(t, WEST, 'West');
    // Created this very moment, after the reported week: it has nothing to report.
    await signUpVerified(t, 'owner@newcomer.example', 'Newcomer');
    const [weeklyId, westId] = [
      await organizationIdOf(t, 'Weekly'),
      await organizationIdOf(t, 'West'),
    ];
    await t.ctx.db.execute(sql`update organizations set created_at = '2024-01-01T00:00:00Z'
      where id in (${weeklyId}, ${westId})`);
    await t.ctx.db.execute(
      sql`update organizations set timezone = 'America/Los_Angeles' where id = ${westId}`,
    );

    const botId = await botIdOf(t, owner);
    await enableAllFeatures(t, owner, botId);
    const first = await startChat(t, botId, { username: 'First' });
    await sendMessage(t, first, 'Hello');
    await sendMessage(t, first, MOTORCYCLES);
    await submitForm(t, first, 'Appointments', { full_name: 'Jane Doe', phone: '5551234567' });
    await backdateChat(t, first, new Date('2024-05-29T15:00:00Z'));
    const second = await startChat(t, botId, { username: 'Second' });
    await sendMessage(t, second, MOTORCYCLES);
    await sendMessage(t, second, 'Can I park a helicopter on your roof?');
    await backdateChat(t, second, new Date('2024-06-02T20:00:00Z'));
    // The week before: not in the report.
    const earlier = await startChat(t, botId, { username: 'Earlier' });
    await sendMessage(t, earlier, 'Hello');
    await backdateChat(t, earlier, new Date('2024-05-20T15:00:00Z'));
    await t.deliverMail();
  });
  afterAll(() => t.close());

  it('goes out on Monday morning with last week’s figures, by e-mail and under the bell', async () => {
    expect(await queueWeeklyReports(t.ctx, MONDAY_MORNING)).toBe(1);
    await t.deliverMail();

    const body = notificationTexts.weeklyReport.body(2, 4, 1);
    const [entry, ...more] = await bellEntries(t, owner, 'weekly_report');
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      title: notificationTexts.weeklyReport.title,
      body,
      link: '/conversations',
    });

    const mails = mailsTo(t, OWNER, SUBJECT);
    expect(mails).toHaveLength(1);
    const text = mails[0]?.text ?? '';
    expect(text).toContain(body);
    for (const line of [
      'Sessions: 2',
      'Messages: 4',
      'Forms: 1',
      '  Appointments: 1',
      '  Home Collection: 0',
      `1. ${MOTORCYCLES} (2 times)`,
      '2. Can I park a helicopter on your roof? (1 time)',
      `${t.ctx.config.publicUrl}/conversations`,
      'The week from Monday, May 27, 2024 to Sunday, June 2, 2024 (America/New_York).',
      'You get this email because “Weekly reports” is on in Settings → Notifications.',
    ]) {
      expect(text).toContain(line);
    }
    expect(mails[0]?.html).toContain(MOTORCYCLES);
  });

  it('skips members with weekly reports off', async () => {
    expect(await bellEntries(t, viewer, 'weekly_report')).toEqual([]);
    expect(mailsTo(t, VIEWER, SUBJECT)).toEqual([]);
  });

  it('goes out once a week, however often the worker looks', async () => {
    expect(await queueWeeklyReports(t.ctx, MONDAY_MORNING)).toBe(0);
    // An hour later: still 07:00 in Los Angeles.
    expect(await queueWeeklyReports(t.ctx, new Date('2024-06-03T14:00:00Z'))).toBe(0);
    await t.deliverMail();
    expect(mailsTo(t, OWNER, SUBJECT)).toHaveLength(1);
    expect(await bellEntries(t, owner, 'weekly_report')).toHaveLength(1);
  });

  it('waits for 08:00 on Monday in the organization’s own timezone', async () => {
    expect(await bellEntries(t, west, 'weekly_report')).toEqual([]);
    const claims = () =>
      queryRows<{ name: string; week_start: string }>(
        t.ctx.db,
        sql`select o.name, w.week_start from weekly_reports w
            join organizations o on o.id = w.organization_id order by o.name`,
      );
    expect(await claims()).toEqual([{ name: 'Weekly', week_start: '2024-05-27' }]);

    // 08:00 in Los Angeles.
    expect(await queueWeeklyReports(t.ctx, new Date('2024-06-03T15:00:00Z'))).toBe(1);
    await t.deliverMail();
    const [entry] = await bellEntries(t, west, 'weekly_report');
    expect(entry?.body).toBe(notificationTexts.weeklyReport.body(0, 0, 0));
    expect(await claims()).toEqual([
      { name: 'Weekly', week_start: '2024-05-27' },
      { name: 'West', week_start: '2024-05-27' },
    ]);
    const [mail] = mailsTo(t, WEST, `${notificationTexts.weeklyReport.title}: West`);
    expect(mail?.text).toContain('The bot answered every question.');
    // Later in the week both reports of the week are out.
    expect(await queueWeeklyReports(t.ctx, new Date('2024-06-07T12:00:00Z'))).toBe(0);
  });
});
