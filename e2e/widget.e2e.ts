import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { liveChatTexts } from '@concierge/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { openPage } from './support/browser.js';
import { expectPath, signIn, textOf } from './support/actions.js';
import { seriousViolations } from './support/axe.js';
import { useHarness } from './support/harness.js';
import { enableBotFeature, saveBotSettings, signInToApi } from './support/staff-api.js';
import { bookAppointmentInWidget } from './support/widget-visitor.js';

/** A customer's website on another port: its own styles, and the snippet pasted in. */
function serveHostPage(snippet: string): Promise<{ url: string; close(): Promise<void> }> {
  const html = `<!doctype html><html><head><title>Lakeside Clinic</title>
<style>
  body { font-family: Georgia, serif; }
  p.intro { color: rgb(10, 120, 40); font-size: 21px; }
  button, input, div { border: 3px dotted red !important; }
</style></head>
<body><h1>Lakeside Clinic</h1><p class="intro">Welcome to our clinic.</p>
${snippet}
</body></html>`;
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
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

describe('the chat widget on a customer’s website', () => {
  const h = useHarness();
  let host: Awaited<ReturnType<typeof serveHostPage>> | undefined;
  afterAll(() => host?.close());

  it('answers from the knowledge base, shows a booking form and sends it', async () => {
    const staff = await openPage(h.browser, h.server.url);
    await signIn(staff, h.server.demo.owner.email, h.server.demo.owner.password);
    await expectPath(staff, '/');

    // Knowledge the bot answers from.
    await staff.goto('/knowledgebase');
    await staff.getByRole('button', { name: 'Add Content' }).click();
    await staff
      .getByLabel('Question', { exact: true })
      .fill('Do you take walk-in patients for blood tests?');
    await staff
      .getByLabel('Answer', { exact: true })
      .fill('Yes, walk-ins are welcome every morning from 7 to 11.');
    await staff.getByRole('button', { name: 'Save Content' }).click();
    await expect.poll(() => textOf(staff)).toContain('Content added successfully!');

    // Turn on appointment booking, then copy the snippet from the Deploy tab.
    await staff.goto('/bot');
    await staff.getByRole('tab', { name: 'Features' }).click();
    const booking = staff.getByRole('switch', { name: 'Appointment booking' });
    if ((await booking.getAttribute('aria-checked')) === 'true') {
      // The demo bot books appointments already.
      await staff.getByRole('tab', { name: 'Deploy' }).click();
    } else {
      await booking.click();
      await staff.getByRole('button', { name: 'Save Features' }).click();
      await expect.poll(() => textOf(staff)).toContain('Features settings saved successfully!');
      // Saving opens the next tab, Forms; the snippet is on the one after it.
      await expect
        .poll(() => staff.getByRole('tab', { name: 'Forms' }).getAttribute('aria-selected'))
        .toBe('true');
      await staff.getByRole('tab', { name: 'Deploy' }).click();
    }
    await expect
      .poll(() => staff.getByRole('tab', { name: 'Deploy' }).getAttribute('aria-selected'))
      .toBe('true');
    // The clinic's site (on 127.0.0.1 here) joins the domains the widget may answer on.
    const domainsBefore = Number(/Widget is live on (\d+) domain/.exec(await textOf(staff))?.[1]);
    await staff.getByLabel('Allowed domain', { exact: true }).fill('127.0.0.1');
    await staff.getByRole('button', { name: 'Add domain' }).click();
    await staff.getByRole('button', { name: 'Save Deploy' }).click();
    await expect.poll(() => textOf(staff)).toContain('Deploy settings saved successfully!');
    expect(await textOf(staff)).toContain(`Widget is live on ${domainsBefore + 1} domain(s)`);
    const snippet = await staff
      .getByRole('figure', { name: 'Embed snippet' })
      .locator('pre')
      .innerText();
    expect(snippet).toContain('/widget.js');

    // Test Deployment opens this server's page with the widget embedded.
    const [preview] = await Promise.all([
      staff.context().waitForEvent('page'),
      staff.getByRole('button', { name: 'Test Deployment' }).click(),
    ]);
    await preview.getByRole('button', { name: 'Open chat' }).waitFor({ timeout: 20_000 });
    await staff.context().close();

    host = await serveHostPage(snippet);
    const visitor = await openPage(h.browser, h.server.url);
    await visitor.goto(host.url);
    const introColor = () =>
      visitor.locator('p.intro').evaluate((element) => getComputedStyle(element).color);
    expect(await introColor()).toBe('rgb(10, 120, 40)');

    await visitor.getByRole('button', { name: 'Open chat' }).click();
    const input = visitor.getByLabel('Type your message');
    await input.fill('can i just walk in for a blood test');
    await visitor.getByRole('button', { name: 'Send', exact: true }).click();
    await expect
      .poll(() => visitor.getByRole('log', { name: 'Messages' }).innerText(), { timeout: 20_000 })
      .toContain('walk-ins are welcome every morning');

    await bookAppointmentInWidget(visitor, {
      name: 'Maya Lopez',
      email: 'maya@example.com',
      phone: '+1 555 0100',
    });

    // The host page's own styles are intact.
    expect(await introColor()).toBe('rgb(10, 120, 40)');
    expect(
      await visitor.locator('body').evaluate((element) => getComputedStyle(element).fontFamily),
    ).toContain('Georgia');
    await visitor.context().close();
  });

  it('hands a visitor who asks for a person to a member, who takes the chat and answers live', async () => {
    const api = await signInToApi(
      h.server.url,
      h.server.demo.owner.email,
      h.server.demo.owner.password,
    );
    const botId = await enableBotFeature(api, 'humanHandoff');

    // The member has the live view open: that is what makes the team "online".
    const staff = await openPage(h.browser, h.server.url);
    await signIn(staff, h.server.demo.owner.email, h.server.demo.owner.password);
    await expectPath(staff, '/');
    await staff.getByRole('link', { name: 'Conversations & Analytics' }).click();
    await staff.getByRole('tab', { name: 'Live' }).click();
    await staff.getByText('Connected', { exact: true }).waitFor();

    const visitor = await openPage(h.browser, h.server.url);
    await visitor.goto(`/widget-preview?botId=${botId}`);
    await visitor.getByRole('button', { name: 'Open chat' }).click();
    await visitor.getByLabel('Type your message').fill('Can I talk to a real person please?');
    await visitor.getByRole('button', { name: 'Send', exact: true }).click();
    const messages = () => visitor.getByRole('log', { name: 'Messages' }).innerText();
    await visitor.getByText(liveChatTexts.waiting).waitFor({ timeout: 20_000 });

    // The conversation appears in the queue by itself (pushed, not polled), and the member takes it.
    const waiting = staff.getByRole('region', { name: /^Waiting/ });
    await waiting.getByRole('button', { name: /Can I talk to a real person/ }).click();
    await staff.getByRole('button', { name: 'Take conversation' }).click();
    await expect.poll(() => textOf(staff)).toContain(liveChatTexts.taken);
    await expect.poll(messages).toContain(liveChatTexts.agentJoined('Dana Whitfield'));

    await staff.getByLabel('Reply').fill('Hi, this is Dana from the lab. How can I help?');
    await staff.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(messages).toContain('Hi, this is Dana from the lab. How can I help?');

    // The visitor answers; the bot stays silent while a person holds the chat.
    await visitor.getByLabel('Type your message').fill('Is my report from Monday ready?');
    await visitor.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => textOf(staff)).toContain('Is my report from Monday ready?');
    expect(await seriousViolations(staff)).toEqual([]);

    await staff.getByRole('button', { name: 'Hand back to bot' }).click();
    await expect.poll(messages).toContain(liveChatTexts.botBack);
    await visitor.context().close();
    await staff.context().close();
  });

  it('stays off a site outside the allowed domains, telling the site’s owner in the console', async () => {
    const api = await signInToApi(
      h.server.url,
      h.server.demo.owner.email,
      h.server.demo.owner.password,
    );
    const [saved] = await api.call<{ allowedDomains: string[] }[]>('/auth/chatbot-settings');
    const botId = await saveBotSettings(api, {
      allowedDomains: JSON.stringify(['lakeside-clinic.example']),
    });
    const elsewhere = await serveHostPage(
      `<script>window.ConciergeWidget = { botId: ${JSON.stringify(botId)} };</script>` +
        `<script async src="${h.server.url}/widget.js"></script>`,
    );
    try {
      const visitor = await openPage(h.browser, h.server.url);
      const warnings: string[] = [];
      visitor.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      await visitor.goto(elsewhere.url);
      await expect
        .poll(() => warnings.join('\n'))
        .toContain('127.0.0.1 is not allowed to use this chat widget');
      expect(warnings.join('\n')).toContain('Bot Setup → Deploy');
      expect(await visitor.locator('concierge-widget').count()).toBe(0);
      expect(await visitor.getByRole('button', { name: 'Open chat' }).count()).toBe(0);
      expect(await textOf(visitor)).not.toContain('not allowed');
      await visitor.context().close();
    } finally {
      await elsewhere.close();
      await saveBotSettings(api, { allowedDomains: JSON.stringify(saved?.allowedDomains ?? []) });
    }
  });

  it('offers the contact form to a visitor who asks for a person while handoff is off, and recaps it', async () => {
    const api = await signInToApi(
      h.server.url,
      h.server.demo.owner.email,
      h.server.demo.owner.password,
    );
    const botId = await saveBotSettings(api, { humanHandoff: 'false', leadCapture: 'true' });
    const visitor = await openPage(h.browser, h.server.url);
    await visitor.goto(`/widget-preview?botId=${botId}`);
    await visitor.getByRole('button', { name: 'Open chat' }).click();
    await visitor.getByLabel('Type your message').fill('I want to talk to a person');
    await visitor.getByRole('button', { name: 'Send', exact: true }).click();
    const send = visitor.getByRole('button', { name: 'Send Message' });
    await send.waitFor({ timeout: 20_000 });
    const messages = () => visitor.getByRole('log', { name: 'Messages' }).innerText();
    expect(await messages()).toContain('leave your details and our team will get back to you');
    expect(await messages()).not.toContain('not sure');

    await visitor.getByLabel('Full Name').fill('Noor Haddad');
    await visitor.getByLabel('Email').fill('noor@example.com');
    await visitor
      .getByRole('textbox', { name: 'Message', exact: true })
      .fill('Please call me about my results.');
    await send.click();
    const recap = visitor.getByRole('region', { name: 'Contact Us' });
    await expect.poll(() => recap.innerText()).toContain('Thanks! Your request was sent.');
    const shown = await recap.innerText();
    expect(shown).toContain('noor@example.com');
    expect(shown).toContain('Please call me about my results.');
    await visitor.context().close();
  });
});
