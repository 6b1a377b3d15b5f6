import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from '../db/client.js';
import {
  addQuestionAnswer,
  botIdOf,
  enableAllFeatures,
  sendMessage,
  startChat,
  submitForm,
  type VisitorChat,
} from '../test/chat-fixtures.js';
import { addMember, invite } from '../modules/team/team-fixtures.js';
import { organizationIdOf } from '../modules/notifications/notification-fixtures.js';
import { signInOperator } from '../modules/operator/operator-fixtures.js';
import { bearer, envelope, multipartForm, signUpVerified, type TestApp } from '../test/test-app.js';

/** One organization with a piece of every kind of data a route can name by id. */
export interface Tenant {
  organizationId: string;
  ownerToken: string;
  viewerToken: string;
  ownerAccountId: string;
  viewerAccountId: string;
  botId: string;
  chat: VisitorChat;
  ids: {
    entry: string;
    /** An uploaded document: only those have an original file. */
    upload: string;
    crawl: string;
    session: string;
    endUser: string;
    form: string;
    invitation: string;
    notification: string;
    ticket: string;
  };
}

export interface TenantWorld {
  a: Tenant;
  b: Tenant;
  operatorToken: string;
  /** A help article and FAQ id: shared by every tenant, not tenant data. */
  helpArticle: string;
  helpFaq: string;
  /** A plan the operator manages. */
  plan: string;
}

/**
 * Two organizations, A and B, each with data made through the API (knowledge entry, crawl site,
 * chat with a turn, submitted form, end user, invitation, viewer, notification, support ticket),
 * and a platform operator.
 */
export async function buildTenantWorld(t: TestApp): Promise<TenantWorld> {
  const a = await buildTenant(t, 'a');
  const b = await buildTenant(t, 'b');
  const operatorToken = await signInOperator(t);
  const [plan] = await queryRows<{ id: string }>(t.ctx.db, sql`select id from plans limit 1`);
  const articles = await t.app.inject({
    method: 'GET',
    url: '/api/help/articles',
    headers: bearer(a.ownerToken),
  });
  const faqs = await t.app.inject({
    method: 'GET',
    url: '/api/help/faqs',
    headers: bearer(a.ownerToken),
  });
  return {
    a,
    b,
    operatorToken,
    plan: plan?.id ?? fail('no plan'),
    helpArticle: envelope<{ id: string }[]>(articles).data[0]?.id ?? fail('no help article'),
    helpFaq: envelope<{ id: string }[]>(faqs).data[0]?.id ?? fail('no help FAQ'),
  };
}

async function buildTenant(t: TestApp, name: 'a' | 'b'): Promise<Tenant> {
  const ownerEmail = `owner-${name}@tenant-${name}.example`;
  const ownerToken = await signUpVerified(t, ownerEmail, `Tenant ${name}`);
  const organizationId = await organizationIdOf(t, `Tenant ${name}`);
  // The trial's two seats would not hold the owner, a viewer and a pending invitation.
  await t.ctx.db.execute(
    sql`update organizations set plan = 'professional' where id = ${organizationId}`,
  );
  const viewerEmail = `viewer-${name}@tenant-${name}.example`;
  const viewerToken = await addMember(t, ownerToken, viewerEmail, 'viewer');
  await expectOk(invite(t, ownerToken, `invitee-${name}@tenant-${name}.example`, 'editor'));

  await addQuestionAnswer(t, ownerToken, 'What are your opening hours?', 'From nine to five.');
  await expectOk(
    t.app.inject({
      method: 'POST',
      url: '/api/knowledge/uploads',
      headers: bearer(ownerToken),
      payload: multipartForm({}, [
        { field: 'files', name: 'prices.txt', data: Buffer.from('A blood test costs 20 euros.') },
      ]),
    }),
  );
  await expectOk(
    t.app.inject({
      method: 'POST',
      url: '/api/knowledge/crawls',
      headers: bearer(ownerToken),
      payload: { url: `https://tenant-${name}.example/`, scope: 'page' },
    }),
  );
  const botId = await botIdOf(t, ownerToken);
  await enableAllFeatures(t, ownerToken, botId);
  const chat = await startChat(t, botId, {
    username: `Visitor ${name}`,
    email: `visitor@tenant-${name}.example`,
    agreed_terms: true,
  });
  await sendMessage(t, chat, 'What are your opening hours?');
  await submitForm(t, chat, 'General Inquiry', { name: 'Visitor', message: 'Hello' });
  await expectOk(
    t.app.inject({
      method: 'POST',
      url: '/api/support/tickets',
      headers: bearer(ownerToken),
      payload: { subject: `Help ${name}`, priority: 'low', message: 'Something is off.' },
    }),
  );
  // Runs the jobs: mails, and the notifications the new conversation raises.
  await t.deliverMail();

  const firstId = (what: string, query: SQL) => firstIdOf(t, `${what} of tenant ${name}`, query);
  const of = (table: string) =>
    firstId(
      table,
      sql`select id from ${sql.identifier(table)} where organization_id = ${organizationId} limit 1`,
    );
  return {
    organizationId,
    ownerToken,
    viewerToken,
    ownerAccountId: await firstId(
      'owner',
      sql`select id from accounts where email = ${ownerEmail}`,
    ),
    viewerAccountId: await firstId(
      'viewer',
      sql`select id from accounts where email = ${viewerEmail}`,
    ),
    botId,
    chat,
    ids: {
      entry: await firstId(
        'manual entry',
        sql`select id from knowledge_entries where organization_id = ${organizationId} and source_type = 'manual'`,
      ),
      upload: await firstId(
        'uploaded entry',
        sql`select id from knowledge_entries where organization_id = ${organizationId} and source_type = 'upload'`,
      ),
      crawl: await of('crawl_configs'),
      session: chat.sessionId,
      endUser: await of('app_users'),
      form: await of('submitted_forms'),
      invitation: await firstId(
        'pending invitation',
        sql`select id from invitations where organization_id = ${organizationId} and accepted_at is null`,
      ),
      // The owner's own bell entry: each member has theirs, and the viewer must not reach it.
      notification: await firstId(
        "owner's bell entry",
        sql`select n.id from notifications n join accounts a on a.id = n.account_id
            where n.organization_id = ${organizationId} and a.email = ${ownerEmail} limit 1`,
      ),
      ticket: await of('support_tickets'),
    },
  };
}

async function firstIdOf(t: TestApp, what: string, query: SQL): Promise<string> {
  const [row] = await queryRows<{ id: string }>(t.ctx.db, query);
  return row?.id ?? fail(`no ${what}`);
}

async function expectOk(call: Promise<{ statusCode: number; body: string }>) {
  const response = await call;
  if (response.statusCode !== 200) throw new Error(`setup call failed: ${response.body}`);
}

function fail(reason: string): never {
  throw new Error(`tenant world: ${reason}`);
}
