import { notificationMessages, notificationTexts } from '@concierge/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { publishEvent } from '../../platform/events.js';
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
import { addMember } from '../team/team-fixtures.js';
import {
  bellEntries,
  bellOf,
  mailsTo,
  organizationIdOf,
  putPreferences,
} from './notification-fixtures.js';

const OWNER = 'owner@clinic.example';
const EDITOR = 'editor@clinic.example';

describe('notifications of chat events', () => {
  let t: TestApp;
  let owner: string;
  let editor: string;
  let botId: string;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUpVerified(t, OWNER, 'Clinic');
    editor = await addMember(t, owner, EDITOR, 'editor');
    botId = await botIdOf(t, owner);
    await enableAllFeatures(t, owner, botId);
    await t.deliverMail();
  });
  afterAll(() => t.close());

  const newConversationMails = (email: string) =>
    mailsTo(t, email, notificationTexts.newConversation.title);

  it('tells every member of a visitor’s first message, under the bell and by e-mail', async () => {
    const chat = await startChat(t, botId, { username: 'Maria Lopez' });
    await sendMessage(t, chat, 'Hello');
    await t.deliverMail();

    const [entry, ...more] = await bellEntries(t, owner, 'new_conversation');
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      title: notificationTexts.newConversation.title,
      body: notificationTexts.newConversation.body('Maria Lopez', 'Hello'),
      link: '/conversations',
      readAt: null,
    });
    expect(await bellEntries(t, editor, 'new_conversation')).toHaveLength(1);

    const [mail] = newConversationMails(OWNER);
    expect(newConversationMails(OWNER)).toHaveLength(1);
    expect(mail?.text).toContain(notificationTexts.newConversation.body('Maria Lopez', 'Hello'));
    expect(mail?.text).toContain(`${t.ctx.config.publicUrl}/conversations`);
    expect(mail?.text).toContain(
      'You get this email because “New conversations” is on in Settings → Notifications.',
    );
    expect(mail?.html).toContain(`href="${t.ctx.config.publicUrl}/conversations"`);
    expect(newConversationMails(EDITOR)).toHaveLength(1);

    // The same session's next message is no new conversation.
    await sendMessage(t, chat, 'Thank you');
    await t.deliverMail();
    expect(await bellEntries(t, owner, 'new_conversation')).toHaveLength(1);
    expect(newConversationMails(OWNER)).toHaveLength(1);
  });

  it('quotes a long first message cut short', async () => {
    const chat = await startChat(t, botId, { username: 'Long Talker' });
    await sendMessage(t, chat, `Hello, ${'I have a question about my results '.repeat(10)}`);
    await t.deliverMail();
    const [entry] = await bellEntries(t, owner, 'new_conversation');
    expect(entry?.body.startsWith('Long Talker: “Hello, I have a question')).toBe(true);
    expect(entry?.body.endsWith('…”')).toBe(true);
    expect(entry?.body.length).toBeLessThan(170);
  });

  it('tells nobody whose toggle is off, neither under the bell nor by e-mail', async () => {
    await putPreferences(t, editor, { new_conversations: false });
    const before = {
      ownerBell: (await bellEntries(t, owner, 'new_conversation')).length,
      editorBell: (await bellEntries(t, editor, 'new_conversation')).length,
      editorMails: newConversationMails(EDITOR).length,
    };
    const chat = await startChat(t, botId, { username: 'Quiet Visitor' });
    await sendMessage(t, chat, 'Hi');
    await t.deliverMail();
    expect(await bellEntries(t, owner, 'new_conversation')).toHaveLength(before.ownerBell + 1);
    expect(await bellEntries(t, editor, 'new_conversation')).toHaveLength(before.editorBell);
    expect(newConversationMails(EDITOR)).toHaveLength(before.editorMails);
  });

  it('tells of a question the bot could not answer', async () => {
    const chat = await startChat(t, botId, { username: 'Curious' });
    await sendMessage(t, chat, 'Do you repair vintage motorcycles?');
    await t.deliverMail();
    const [entry] = await bellEntries(t, owner, 'failed_response');
    expect(entry).toMatchObject({
      title: notificationTexts.failedResponse.title,
      body: notificationTexts.failedResponse.body('Do you repair vintage motorcycles?'),
      link: '/conversations',
    });
    expect(mailsTo(t, OWNER, notificationTexts.failedResponse.title).length).toBeGreaterThan(0);
  });

  it('puts every submitted form under every bell, and mails only members with new conversations on', async () => {
    const chat = await startChat(t, botId, { username: 'visitor-42' });
    await sendMessage(t, chat, 'Hello');
    await submitForm(t, chat, 'Appointments', { full_name: 'Jane Doe', phone: '5551234567' });
    await submitForm(t, chat, 'Test Report', { full_name: 'Sam Lee' }, 'form-2');
    await t.deliverMail();

    const title = notificationTexts.formSubmitted.title('Appointments');
    for (const token of [owner, editor]) {
      const forms = await bellEntries(t, token, 'form_submitted');
      expect(forms.map((item) => item.title)).toEqual([
        notificationTexts.formSubmitted.title('Test Report'),
        title,
      ]);
      expect(forms[1]?.body).toBe(notificationTexts.formSubmitted.body('Jane Doe'));
      expect(forms[0]?.body).toBe(notificationTexts.formSubmitted.body('Sam Lee'));
      // The link opens that very form, which the member may read by its id.
      const formId = forms[1]?.link?.match(/^\/submitted-forms\?form=([0-9a-f-]{36})$/)?.[1];
      const form = await t.app.inject({
        method: 'GET',
        url: `/api/user/get_submitted_forms/${formId}`,
        headers: bearer(token),
      });
      expect(envelope<{ form_data: unknown }>(form).data.form_data).toMatchObject({
        full_name: 'Jane Doe',
        phone: '5551234567',
      });
    }
    // The editor turned new conversations off: the bell, but no e-mail.
    expect(mailsTo(t, OWNER, title)).toHaveLength(1);
    expect(mailsTo(t, EDITOR, title)).toHaveLength(0);
  });

  it('drops an event about a session that no longer exists', async () => {
    const organizationId = await organizationIdOf(t, 'Clinic');
    const before = (await bellOf(t, owner)).items.length;
    await publishEvent(t.ctx.db, {
      type: 'conversation.started',
      organizationId,
      sessionId: UNKNOWN_ID,
      text: 'Gone',
    });
    await publishEvent(t.ctx.db, { type: 'form.submitted', organizationId, formId: UNKNOWN_ID });
    await t.deliverMail();
    expect((await bellOf(t, owner)).items.length).toBe(before);
    const failed = await queryRows<{ count: number }>(
      t.ctx.db,
      sql`select count(*)::int as count from jobs
          where type = 'notifications.event' and status <> 'done'`,
    );
    expect(failed[0]?.count).toBe(0);
  });

  it('adds nothing when an event’s job runs again', async () => {
    const count = async () =>
      (
        await queryRows<{ count: number }>(
          t.ctx.db,
          sql`select count(*)::int as count from notifications`,
        )
      )[0]?.count;
    const mails = t.mailbox.length;
    const before = await count();
    await t.ctx.db.execute(sql`insert into jobs (type, payload, organization_id, run_at)
      select type, payload, organization_id, now() from jobs
      where type = 'notifications.event' and status = 'done'`);
    await t.deliverMail();
    expect(await count()).toBe(before);
    expect(t.mailbox.length).toBe(mails);
  });

  describe('the bell', () => {
    it('marks one read, again without harm, and answers the unread count', async () => {
      const bell = await bellOf(t, owner);
      expect(bell.unread).toBe(bell.items.filter((item) => item.readAt === null).length);
      const first = bell.items[0];
      if (!first) throw new Error('the bell is empty');
      const read = await t.app.inject({
        method: 'POST',
        url: `/api/notifications/${first.id}/read`,
        headers: bearer(owner),
      });
      expect(read.statusCode, read.body).toBe(200);
      expect(envelope(read).data).toEqual({ unread: bell.unread - 1 });
      const again = await t.app.inject({
        method: 'POST',
        url: `/api/notifications/${first.id}/read`,
        headers: bearer(owner),
      });
      expect(envelope(again).data).toEqual({ unread: bell.unread - 1 });
      const after = await bellOf(t, owner);
      expect(after.items.find((item) => item.id === first.id)?.readAt).not.toBeNull();
    });

    it('answers 404 for another member’s, an unknown and a malformed id', async () => {
      const [ownerEntry] = (await bellOf(t, owner)).items;
      for (const id of [ownerEntry?.id, UNKNOWN_ID, 'not-a-uuid']) {
        const response = await t.app.inject({
          method: 'POST',
          url: `/api/notifications/${id}/read`,
          headers: bearer(editor),
        });
        expect(response.statusCode).toBe(404);
        expect(envelope(response).message).toBe(notificationMessages.notificationNotFound);
      }
    });

    it('marks all read', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/notifications/read-all',
        headers: bearer(owner),
      });
      expect(envelope(response)).toEqual({
        status_code: 200,
        message: notificationMessages.allRead,
        data: { unread: 0 },
      });
      expect((await bellOf(t, owner)).unread).toBe(0);
      expect((await bellOf(t, editor)).unread).toBeGreaterThan(0);
    });

    it('needs a signed-in member', async () => {
      for (const [method, url] of [
        ['GET', '/api/notifications'],
        ['POST', '/api/notifications/read-all'],
        ['POST', `/api/notifications/${UNKNOWN_ID}/read`],
      ] as const) {
        expect((await t.app.inject({ method, url })).statusCode).toBe(401);
      }
    });
  });
});
