import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SubmittedFormsPage, WebhookEnvelope } from '@concierge/shared';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { expectPath, signIn, textOf } from './support/actions.js';
import { seriousViolations } from './support/axe.js';
import { openPage } from './support/browser.js';
import { useHarness } from './support/harness.js';
import { enableBotFeature, signInToApi } from './support/staff-api.js';
import { bookAppointmentInWidget } from './support/widget-visitor.js';

interface ReceivedHook {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A webhook receiver on 127.0.0.1 that keeps what it gets and answers 200. */
async function startReceiver(): Promise<{ url: string; hooks: ReceivedHook[]; server: Server }> {
  const hooks: ReceivedHook[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      hooks.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/zap`, hooks, server };
}

/** The hook's body, once its `x-concierge-signature` proves it was signed with `secret`. */
function verifiedEnvelope(hook: ReceivedHook, secret: string): WebhookEnvelope {
  const header = String(hook.headers['x-concierge-signature']);
  const [, timestamp, signature] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header) ?? [];
  const expected = createHmac('sha256', secret).update(`${timestamp}.${hook.body}`).digest('hex');
  expect(signature).toBe(expected);
  return JSON.parse(hook.body) as WebhookEnvelope;
}

/** The unread count the bell announces ("Notifications (3 unread)"; none: 0). */
async function unreadCount(page: Page): Promise<number> {
  const bell = page.getByRole('button', { name: /^Notifications/ });
  const label = (await bell.getAttribute('aria-label')) ?? '';
  return Number(/\((\d+) unread\)/.exec(label)?.[1] ?? 0);
}

describe('settings made real: API keys, a Zapier webhook, notifications and the bell', () => {
  const h = useHarness();
  let receiver: Awaited<ReturnType<typeof startReceiver>> | undefined;
  afterAll(() => receiver?.server.close());

  it('creates a production API key, reads the forms with it, and regenerating revokes it', async () => {
    const owner = await openPage(h.browser, h.server.url);
    await signIn(owner, h.server.demo.owner.email, h.server.demo.owner.password);
    await expectPath(owner, '/');
    await owner.goto('/settings');
    await owner.getByRole('tab', { name: 'Security' }).click();

    const readNewKey = async () => {
      const key = await owner.getByLabel('Production API key').inputValue();
      await owner.getByRole('button', { name: 'Done' }).click();
      return key;
    };
    await owner.getByRole('button', { name: 'Create Production key' }).click();
    const key = await readNewKey();
    expect(key).toMatch(/^ck_live_/);

    const listForms = (secret: string) =>
      fetch(`${h.server.url}/api/v1/forms?limit=5`, {
        headers: { authorization: `Bearer ${secret}` },
      });
    const forms = await listForms(key);
    expect(forms.status).toBe(200);
    const page = ((await forms.json()) as { data: SubmittedFormsPage }).data;
    expect(page.forms).toHaveLength(5);
    expect(page.pagination.total_forms).toBeGreaterThan(5);

    await owner.getByRole('button', { name: 'Regenerate Production key' }).click();
    await owner.getByRole('button', { name: 'Regenerate key' }).click();
    const newKey = await readNewKey();
    expect(newKey).not.toBe(key);
    expect((await listForms(key)).status).toBe(401);
    expect((await listForms(newKey)).status).toBe(200);
    await owner.context().close();
  });

  it('connects Zapier, whose webhook gets a signed form; the bell counts it and leads to it', async () => {
    receiver = await startReceiver();
    const { email, password } = h.server.demo.owner;
    const botId = await enableBotFeature(
      await signInToApi(h.server.url, email, password),
      'appointmentBooking',
    );

    const owner = await openPage(h.browser, h.server.url);
    await signIn(owner, email, password);
    await expectPath(owner, '/');

    // Notification choices are kept per member.
    await owner.goto('/settings');
    await owner.getByRole('tab', { name: 'Notifications' }).click();
    const weekly = owner.getByRole('switch', { name: 'Weekly reports' });
    await expect.poll(() => weekly.isChecked()).toBe(true);
    await weekly.click();
    await expect.poll(() => textOf(owner)).toContain('Notification preferences saved');
    await owner.reload();
    await owner.getByRole('tab', { name: 'Notifications' }).click();
    await expect.poll(() => weekly.isChecked()).toBe(false);
    expect(await owner.getByRole('switch', { name: 'New conversations' }).isChecked()).toBe(true);

    // Zapier: connect to the receiver and send the sample event.
    await owner.getByRole('tab', { name: 'Integrations' }).click();
    await owner.getByRole('button', { name: 'Connect Zapier' }).click();
    await owner.getByLabel('Webhook URL').fill(receiver.url);
    await owner.getByRole('dialog').getByRole('button', { name: 'Connect' }).click();
    await expect.poll(() => textOf(owner)).toContain('Zapier connected');
    await owner.getByRole('button', { name: 'Show' }).click();
    const secret = (
      await owner
        .locator('code')
        .filter({ hasText: /^whsec_/ })
        .innerText()
    ).trim();
    expect(secret).toMatch(/^whsec_/);

    await owner.getByRole('button', { name: 'Send test event to Zapier' }).click();
    await expect.poll(() => textOf(owner)).toContain('Test event delivered (HTTP 200)');
    const sample = verifiedEnvelope(receiver.hooks[0] as ReceivedHook, secret);
    expect(sample).toMatchObject({ type: 'form.submitted', test: true });
    expect(await seriousViolations(owner)).toEqual([]);

    // A visitor books through the widget; the bell's count rises without the staff doing anything.
    await owner.goto('/');
    await expect.poll(() => textOf(owner)).toContain('Welcome back, Riverside Diagnostics!');
    const unreadBefore = await unreadCount(owner);
    const visitor = await openPage(h.browser, h.server.url);
    await visitor.goto(`/widget-preview?botId=${botId}`);
    await visitor.getByRole('button', { name: 'Open chat' }).click();
    await bookAppointmentInWidget(visitor, {
      name: 'Nora Whitfield',
      email: 'nora.whitfield@example.com',
      phone: '+1 555 0177',
    });
    await visitor.context().close();

    // The bell polls every 30 s; a reload asks at once, so the test need not wait for the poll.
    await expect
      .poll(
        async () => {
          await owner.reload();
          await owner.getByRole('button', { name: /^Notifications/ }).click();
          const entry = owner.getByRole('button', {
            name: /New form: Appointments.*Nora Whitfield/,
          });
          await entry.waitFor({ timeout: 3000 }).catch(() => undefined);
          return entry.count();
        },
        { timeout: 30_000, interval: 500 },
      )
      .toBe(1);
    expect(await unreadCount(owner)).toBeGreaterThan(unreadBefore);
    // The form's own entry: the demo's bell holds older forms.
    const item = owner.getByRole('button', { name: /New form: Appointments.*Nora Whitfield/ });
    expect(await seriousViolations(owner)).toEqual([]);
    const unreadWithForm = await unreadCount(owner);
    await item.click();
    await expectPath(owner, '/submitted-forms');
    await expect.poll(() => unreadCount(owner)).toBe(unreadWithForm - 1);

    // The webhook got the form, signed, with what the visitor typed.
    await expect.poll(() => receiver?.hooks.length, { timeout: 20_000 }).toBeGreaterThan(1);
    const delivered = verifiedEnvelope(receiver.hooks.at(-1) as ReceivedHook, secret);
    expect(delivered).toMatchObject({
      type: 'form.submitted',
      test: false,
      organization: { name: 'Riverside Diagnostics' },
      data: { category: 'Appointments', form_data: { full_name: 'Nora Whitfield' } },
    });
    await owner.goto('/settings');
    await owner.getByRole('tab', { name: 'Integrations' }).click();
    await expect
      .poll(() => owner.getByRole('table', { name: 'Recent deliveries to Zapier' }).innerText())
      .toMatch(/form\.submitted\s+Delivered\s+200/);
    await owner.context().close();
  });
});
