import { notificationTexts } from '@concierge/shared';
import { countActivity } from '../analytics/activity-hours.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { botIdOf, sendMessage, startChat } from '../../test/chat-fixtures.js';
import { createTestApp, signUpVerified, type TestApp } from '../../test/test-app.js';
import { addMember } from '../team/team-fixtures.js';
import { bellEntries, mailsTo, organizationIdOf, putPreferences } from './notification-fixtures.js';

const OWNER = 'owner@lab.example';
const VIEWER = 'viewer@lab.example';

describe('quota warnings (trial plan: 100 chats a month)', () => {
  let t: TestApp;
  let owner: string;
  let viewer: string;
  let botId: string;
  let organizationId: string;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUpVerified(t, OWNER, 'Lab');
    viewer = await addMember(t, owner, VIEWER, 'viewer');
    await putPreferences(t, viewer, { quota_warnings: false });
    botId = await botIdOf(t, owner);
    organizationId = await organizationIdOf(t, 'Lab');
  });
  afterAll(() => t.close());

  /** Chats of this month that happened before the test, straight into the hourly counters. */
  const addEarlierChats = (chats: number) =>
    countActivity(t.ctx.db, organizationId, new Date(), { chats_initiated: chats });

  const chat = async () => {
    await sendMessage(t, await startChat(t, botId), 'Hello');
    await t.deliverMail();
  };

  const warnings = async () =>
    (await bellEntries(t, owner, 'quota_warning')).map((item) => item.title).reverse();

  it('warns nobody below 80%', async () => {
    await addEarlierChats(78);
    await chat();
    expect(await warnings()).toEqual([]);
  });

  it('warns once when the month’s chats reach 80%', async () => {
    await chat();
    const [warning] = await bellEntries(t, owner, 'quota_warning');
    expect(warning).toMatchObject({
      title: notificationTexts.quotaWarning.title(80),
      body: notificationTexts.quotaWarning.body(80, 100),
      link: '/billing',
    });
    const [mail] = mailsTo(t, OWNER, notificationTexts.quotaWarning.title(80));
    expect(mail?.text).toContain(`${t.ctx.config.publicUrl}/billing`);
    expect(mail?.text).toContain('“Quota warnings” is on');
    // The viewer turned quota warnings off.
    expect(await bellEntries(t, viewer, 'quota_warning')).toEqual([]);
    expect(mailsTo(t, VIEWER, notificationTexts.quotaWarning.title(80))).toEqual([]);
  });

  it('does not warn again for more chats past 80%', async () => {
    await chat();
    await chat();
    expect(await warnings()).toEqual([notificationTexts.quotaWarning.title(80)]);
    expect(mailsTo(t, OWNER, notificationTexts.quotaWarning.title(80))).toHaveLength(1);
  });

  it('warns again, once, when the chats reach 100%', async () => {
    await addEarlierChats(17); // 82 + 17 = 99
    const last = await startChat(t, botId);
    await sendMessage(t, last, 'Hello');
    // More messages in a started chat start no new chat (new chats are refused at the limit).
    await sendMessage(t, last, 'Are you still there?');
    await t.deliverMail();
    expect(await warnings()).toEqual([
      notificationTexts.quotaWarning.title(80),
      notificationTexts.quotaWarning.title(100),
    ]);
    const [full] = await bellEntries(t, owner, 'quota_warning');
    expect(full?.body).toBe(notificationTexts.quotaWarning.body(100, 100));
    expect(mailsTo(t, OWNER, notificationTexts.quotaWarning.title(100))).toHaveLength(1);
  });
});
