import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { liveChatTexts, type UserInfo } from '@concierge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDialog, expectPath, signIn, textOf } from './support/actions.js';
import { openPage } from './support/browser.js';
import { useHarness } from './support/harness.js';
import {
  expectInert,
  HOSTILE_NAME,
  HOSTILE_TEXT,
  watchPageProblems,
} from './support/hostile-checks.js';
import { enableBotFeature, signInToApi, type StaffApi } from './support/staff-api.js';
import { bookAppointmentInWidget } from './support/widget-visitor.js';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** A one-page site on 127.0.0.1 whose title (as text) is the hostile name. */
function serveHostileSite(): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((_request, response) => {
    response
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(
        `<!doctype html><title>${escapeHtml(HOSTILE_NAME)}</title><main><p>${escapeHtml(HOSTILE_TEXT)}</p><p>Opening hours are nine to five on weekdays.</p></main>`,
      );
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    ),
  );
}

/** The envelope's `data` of a public (visitor) call; throws when the call is refused. */
async function json(response: Response): Promise<{ data: Record<string, string> }> {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as { data: Record<string, string> };
}

/** Everything a member can type, through the staff API: knowledge, names, a ticket. */
async function plantStaffContent(api: StaffApi, siteUrl: string) {
  await api.sendJson('POST', '/content/add', {
    content_type: 'qa',
    question: HOSTILE_NAME,
    answer: HOSTILE_TEXT,
  });
  const upload = new FormData();
  upload.append('files', new Blob([`# ${HOSTILE_NAME}\n\n${HOSTILE_TEXT}\n`]), 'hostile.md');
  await api.call('/knowledge/uploads', { method: 'POST', body: upload });
  await api.sendJson('POST', '/knowledge/crawls', { url: siteUrl, scope: 'page' });
  const me = await api.call<UserInfo>('/auth/user-info');
  await api.sendJson('PUT', '/auth/user-info', { full_name: HOSTILE_NAME, timezone: me.timezone });
  await api.sendJson('PUT', '/auth/organization-info', { organization_name: HOSTILE_NAME });
  await api.sendJson('POST', '/support/tickets', {
    subject: HOSTILE_NAME,
    priority: 'low',
    message: HOSTILE_TEXT,
  });
}

/** A visitor who starts a chat through the public API with a hostile name and message. */
async function plantVisitorChat(baseUrl: string, botId: string) {
  const session = await fetch(`${baseUrl}/api/public/bots/${botId}/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: HOSTILE_NAME, email: 'hostile.visitor@example.com' }),
  }).then(json);
  await fetch(`${baseUrl}/api/public/sessions/${session.data.session_id}/messages`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${session.data.visitor_token}`,
    },
    body: JSON.stringify({ text: HOSTILE_TEXT }),
  }).then(json);
}

describe('hostile content', () => {
  const h = useHarness();
  let site: Awaited<ReturnType<typeof serveHostileSite>>;
  beforeAll(async () => {
    site = await serveHostileSite();
  });
  afterAll(() => site.close());

  it('shows script and HTML that visitors and members typed as text, on every screen and in the widget', async () => {
    const { owner } = h.server.demo;
    const api = await signInToApi(h.server.url, owner.email, owner.password);
    await enableBotFeature(api, 'appointmentBooking');
    const botId = await enableBotFeature(api, 'humanHandoff');
    await plantStaffContent(api, site.url);
    await plantVisitorChat(h.server.url, botId);

    const staff = await openPage(h.browser, h.server.url);
    const problems = watchPageProblems(staff);
    const dashboard = await staff.goto('/login');
    expect(dashboard?.headers()['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
    await signIn(staff, owner.email, owner.password);
    await expectPath(staff, '/');
    await expectInert(staff, 'dashboard header');
    // The live view open makes the team "online", so the visitor's handoff waits in its queue.
    await staff.goto('/conversations?tab=live');
    await staff.getByText('Connected', { exact: true }).waitFor();

    const visitor = await openPage(h.browser, h.server.url);
    watchPageProblems(visitor, problems);
    await visitor.goto(`/widget-preview?botId=${botId}`);
    await visitor.getByRole('button', { name: 'Open chat' }).click();
    await bookAppointmentInWidget(visitor, {
      name: HOSTILE_NAME,
      email: 'hostile.booker@example.com',
      phone: '+1 555 0199',
    });
    await visitor
      .getByLabel('Type your message')
      .fill(`Can I talk to a real person please? ${HOSTILE_TEXT}`);
    await visitor.getByRole('button', { name: 'Send', exact: true }).click();
    await visitor.getByText(liveChatTexts.waiting).waitFor({ timeout: 20_000 });
    // The chat history the widget shows again after a reload.
    await visitor.reload();
    await visitor.getByRole('button', { name: 'Open chat' }).click();
    await expectInert(
      visitor,
      'widget chat history',
      visitor.getByRole('log', { name: 'Messages' }),
    );

    const waiting = staff.getByRole('region', { name: /^Waiting/ });
    await waiting.getByRole('button', { name: /Can I talk to a real person/ }).click();
    await expectInert(staff, 'Live tab');

    await staff.goto('/conversations?tab=analytics');
    await expectInert(staff, 'conversation list');
    await staff
      .getByRole('button', { name: /^"><b id=injected>/ })
      .first()
      .click();
    await staff.getByRole('dialog').waitFor();
    await expectInert(staff, 'conversation details');

    await staff.goto('/users');
    await staff.getByLabel('Search users').fill('hostile.visitor');
    await staff
      .getByRole('button', { name: /^View Details of / })
      .first()
      .click();
    await expect.poll(() => textOf(staff)).toContain('User Information');
    await expectInert(staff, 'user details and chat history');

    await staff.goto('/submitted-forms');
    await staff
      .getByRole('button', { name: `View Details of Appointments form from ${HOSTILE_NAME}` })
      .click();
    await staff.getByRole('dialog', { name: 'Form Details' }).waitFor();
    await expectInert(staff, 'submitted form details');

    await staff.goto('/knowledgebase');
    await expectInert(staff, 'knowledge base list');
    // The Q&A and the crawled page (their titles), and the uploaded file (named in its card; its
    // Markdown is read as text, tags dropped).
    const hostileCards = staff.getByRole('article').filter({ hasText: /id=injected|hostile\.md/ });
    await expect
      .poll(
        async () => {
          // The list does not refresh by itself once the crawl and the upload are done.
          await staff.reload();
          await staff.getByRole('article').first().waitFor();
          return hostileCards.count();
        },
        { timeout: 30_000 },
      )
      .toBe(3);
    for (const card of await hostileCards.all()) {
      await card.getByRole('button', { name: 'View details' }).click();
      await staff.getByRole('dialog').waitFor();
      await expectInert(staff, 'knowledge entry details');
      await closeDialog(staff);
    }

    await staff.goto('/help');
    await staff.getByRole('tab', { name: 'My Tickets' }).click();
    await staff
      .getByRole('table', { name: 'My Tickets' })
      .getByRole('button', { name: HOSTILE_NAME })
      .click();
    await staff.getByRole('dialog').waitFor();
    await expectInert(staff, 'support ticket');

    await staff.goto('/settings');
    await staff.getByRole('tab', { name: 'Team' }).click();
    await expectInert(staff, 'settings team');

    expect(problems).toEqual([]);
    await visitor.context().close();
    await staff.context().close();
  });
});
