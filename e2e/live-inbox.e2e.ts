import type { Page } from 'playwright-core';
import type { MessageResult, StartSessionResult } from '@concierge/shared';
import { describe, expect, it } from 'vitest';
import { expectPath, signIn, textOf } from './support/actions.js';
import { openPage } from './support/browser.js';
import { useHarness } from './support/harness.js';
import { enableBotFeature, signInToApi, type StaffApi } from './support/staff-api.js';

/**
 * Issue 21, the live inbox in front of a member: its handoff figures follow what happens, and a
 * visitor who closed the tab shows as gone instead of waiting forever.
 */
describe('the live inbox', () => {
  const h = useHarness();

  async function openLiveTab(): Promise<Page> {
    const staff = await openPage(h.browser, h.server.url);
    await signIn(staff, h.server.demo.owner.email, h.server.demo.owner.password);
    await expectPath(staff, '/');
    await staff.getByRole('link', { name: 'Conversations & Analytics' }).click();
    await staff.getByRole('tab', { name: 'Live' }).click();
    // Connected: the member is online, so a request for a person goes to the queue.
    await staff.getByText('Connected', { exact: true }).waitFor();
    return staff;
  }

  const staffApi = () =>
    signInToApi(h.server.url, h.server.demo.owner.email, h.server.demo.owner.password);

  it('updates the handoff figures as chats are handed over, taken and ended, without a reload', async () => {
    const api = await staffApi();
    const botId = await enableBotFeature(api, 'humanHandoff');
    const staff = await openLiveTab();
    const figures = staff.getByRole('region', { name: /^Handoffs/ });
    await figures.waitFor();
    const figure = async (label: string) => {
      const match = new RegExp(`${label}\\s+(\\d+)`).exec(await figures.innerText());
      return Number(match?.[1]);
    };
    const before = {
      handoffs: await figure('Handoffs'),
      taken: await figure('Taken'),
      resolved: await figure('Resolved by your team'),
    };

    const sessionId = await askForPerson(botId, 'Could I talk to a real person please?');
    await expect.poll(() => figure('Handoffs')).toBe(before.handoffs + 1);

    await liveMove(api, sessionId, 'take');
    await expect.poll(() => figure('Taken')).toBe(before.taken + 1);
    await liveMove(api, sessionId, 'end');
    await expect.poll(() => figure('Resolved by your team')).toBe(before.resolved + 1);
    await staff.context().close();
  });

  it('shows a visitor who closed the tab as left, and tells the member replying', async () => {
    const api = await staffApi();
    const botId = await enableBotFeature(api, 'humanHandoff');
    const staff = await openLiveTab();

    const visitor = await openPage(h.browser, h.server.url);
    await visitor.goto(`/widget-preview?botId=${botId}`);
    await visitor.getByRole('button', { name: 'Open chat' }).click();
    await visitor.getByLabel('Type your message').fill('Can I talk to a real person please?');
    await visitor.getByRole('button', { name: 'Send', exact: true }).click();

    const waiting = staff.getByRole('region', { name: /^Waiting/ });
    const item = waiting.getByRole('button', { name: /Can I talk to a real person/ });
    await expect.poll(() => item.innerText()).toContain('Here');
    await item.click();
    await staff.getByRole('button', { name: 'Take conversation' }).click();
    await staff.getByLabel('Reply').waitFor();

    await visitor.context().close();

    // Now under Active, with the member.
    const held = staff.getByRole('button', { name: /Can I talk to a real person/ });
    await expect.poll(() => held.innerText()).toContain('Left just now');
    await expect.poll(() => textOf(staff)).toContain('has left the chat');
    // The member may still write: the reply waits for the visitor's return.
    await staff.getByLabel('Reply').fill('Your report is ready, whenever you are back.');
    await staff.getByRole('button', { name: 'Send', exact: true }).click();
    await expect
      .poll(() => staff.getByRole('log', { name: 'Conversation' }).innerText())
      .toContain('Your report is ready, whenever you are back.');
    await staff.context().close();
  });

  /** A visitor of the bot, through the public API: asks for a person; answers the session id. */
  async function askForPerson(botId: string, text: string): Promise<string> {
    const origin = h.server.url;
    const started = await fetch(`${origin}/api/public/bots/${botId}/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: '{}',
    });
    const session = ((await started.json()) as { data: StartSessionResult }).data;
    const asked = await fetch(`${origin}/api/public/sessions/${session.session_id}/messages`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${session.visitor_token}`,
        origin,
      },
      body: JSON.stringify({ text }),
    });
    const answer = (await asked.json()) as { data: MessageResult };
    expect(answer.data.handoff?.state).toBe('waiting');
    return session.session_id;
  }

  function liveMove(api: StaffApi, sessionId: string, move: 'take' | 'end') {
    return api.call(`/live/conversations/${sessionId}/${move}`, { method: 'POST' });
  }
});
