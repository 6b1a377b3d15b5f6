import type { StartSessionResult } from '@concierge/shared';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submittedForms } from '../../db/schema.js';
import { botIdOf, type VisitorChat } from '../../test/chat-fixtures.js';
import {
  bearer,
  createTestApp,
  envelope,
  signUpVerified,
  type TestApp,
} from '../../test/test-app.js';
import { expectTooManyRequests } from '../../test/expect-too-many-requests.js';

/** An organization signed up through the API, on `plan` (it starts on the trial), and its bot. */
async function botOfNewOrganization(t: TestApp, email: string, plan?: string): Promise<string> {
  const staff = await signUpVerified(t, email, email.split('@')[1]);
  if (plan) {
    const moved = await t.app.inject({
      method: 'POST',
      url: '/api/billing/plan',
      headers: bearer(staff),
      payload: { plan_id: plan },
    });
    expect(moved.statusCode, moved.body).toBe(200);
  }
  return botIdOf(t, staff);
}

const startFrom = (t: TestApp, botId: string, address: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/public/bots/${botId}/sessions`,
    remoteAddress: address,
    payload: {},
  });

function chatOf(response: LightMyRequestResponse): VisitorChat {
  expect(response.statusCode, response.body).toBe(200);
  const started = envelope<StartSessionResult>(response).data;
  return { sessionId: started.session_id, token: started.visitor_token };
}

const postFrom = (t: TestApp, chat: VisitorChat, address: string, path: string, payload = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/public/sessions/${chat.sessionId}/${path}`,
    headers: bearer(chat.token),
    remoteAddress: address,
    payload,
  });

const inquiry = {
  category: 'General Inquiry',
  form_id: 'f-1',
  form_data: { full_name: 'Ann Lee', email: 'ann@example.com', message: 'Hi' },
};

/** A 429 that says why, and when to try again (in the text and in Retry-After). */
describe('the widget’s limits with the default figures', () => {
  let t: TestApp;
  let botId: string;
  beforeAll(async () => {
    t = await createTestApp();
    // 200 chats a month would outrun the trial's 100.
    botId = await botOfNewOrganization(t, 'owner@hospital.example', 'professional');
  });
  afterAll(() => t.close());

  it('lets 200 visitors behind one address each start a chat and send a message', async () => {
    const hospitalWifi = '203.0.113.7';
    const statuses: number[] = [];
    for (let visitor = 0; visitor < 200; visitor += 1) {
      const chat = chatOf(await startFrom(t, botId, hospitalWifi));
      const reply = await postFrom(t, chat, hospitalWifi, 'messages', { text: 'hello' });
      statuses.push(reply.statusCode);
    }
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect(statuses).toHaveLength(200);
  });

  it('stops one chat after 60 messages in a window, saying so', async () => {
    const address = '203.0.113.8';
    const chat = chatOf(await startFrom(t, botId, address));
    for (let message = 0; message < 60; message += 1) {
      const reply = await postFrom(t, chat, address, 'messages', { text: `question ${message}` });
      expect(reply.statusCode, reply.body).toBe(200);
    }
    const refused = await postFrom(t, chat, address, 'messages', { text: 'one more' });
    expectTooManyRequests(
      refused,
      'You are sending messages too quickly.',
      t.ctx.config.rateLimit.windowSeconds,
    );
    // Another chat from the same address is not held back by this one.
    const other = chatOf(await startFrom(t, botId, address));
    expect((await postFrom(t, other, address, 'messages', { text: 'hi' })).statusCode).toBe(200);
  });

  it('stops one chat after 10 forms in a window, saying so', async () => {
    const address = '203.0.113.9';
    const chat = chatOf(await startFrom(t, botId, address));
    for (let form = 0; form < 10; form += 1) {
      const sent = await postFrom(t, chat, address, 'forms', inquiry);
      expect(sent.statusCode, sent.body).toBe(200);
    }
    const refused = await postFrom(t, chat, address, 'forms', inquiry);
    expectTooManyRequests(
      refused,
      'Too many forms from this chat.',
      t.ctx.config.rateLimit.windowSeconds,
    );
  });

  it('refuses a form on an ended chat, as it refuses a message, and stores nothing', async () => {
    const address = '203.0.113.10';
    const chat = chatOf(await startFrom(t, botId, address));
    expect((await postFrom(t, chat, address, 'end')).statusCode).toBe(200);
    const refused = await postFrom(t, chat, address, 'forms', inquiry);
    expect(refused.statusCode).toBe(409);
    expect(envelope(refused).message).toBe('This chat has ended. Start a new chat.');
    const stored = await t.ctx.db
      .select()
      .from(submittedForms)
      .where(eq(submittedForms.sessionId, chat.sessionId));
    expect(stored).toEqual([]);
  });
});

describe('the widget’s limits with small figures', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      RATE_LIMIT_WIDGET_CHATS_PER_IP: '5',
      RATE_LIMIT_WIDGET_MESSAGES_PER_IP: '6',
      RATE_LIMIT_WIDGET_CHATS_PER_BOT: '3',
    });
  });
  afterAll(() => t.close());

  it('refuses new chats from a network over its limit, and never counts them against the bot', async () => {
    // Unlimited plan: the bot's ceiling is ten floors, 30 chats an hour.
    const botId = await botOfNewOrganization(t, 'owner@network.example', 'enterprise');
    const office = '198.51.100.1';
    for (let chat = 0; chat < 5; chat += 1) chatOf(await startFrom(t, botId, office));
    const refused = await startFrom(t, botId, office);
    expectTooManyRequests(
      refused,
      'Too many new chats from your network.',
      t.ctx.config.rateLimit.windowSeconds,
    );
    // The office keeps trying: 30 refusals more, as many as the bot's whole ceiling.
    for (let retry = 0; retry < 30; retry += 1) {
      expect((await startFrom(t, botId, office)).statusCode).toBe(429);
    }
    // Five other networks still get the 25 chats left under the ceiling...
    for (let network = 2; network <= 6; network += 1) {
      for (let chat = 0; chat < 5; chat += 1)
        chatOf(await startFrom(t, botId, `198.51.100.${network}`));
    }
    // ...and then the ceiling holds.
    expectTooManyRequests(
      await startFrom(t, botId, '198.51.100.7'),
      'This assistant is busy right now.',
      3600,
    );
  });

  it('refuses messages from a network over its limit, across its chats', async () => {
    const botId = await botOfNewOrganization(t, 'owner@office.example', 'professional');
    const office = '198.51.100.20';
    const first = chatOf(await startFrom(t, botId, office));
    const second = chatOf(await startFrom(t, botId, office));
    for (const chat of [first, second]) {
      for (let message = 0; message < 3; message += 1) {
        const reply = await postFrom(t, chat, office, 'messages', { text: 'hello' });
        expect(reply.statusCode, reply.body).toBe(200);
      }
    }
    expectTooManyRequests(
      await postFrom(t, second, office, 'messages', { text: 'one more' }),
      'Too many messages from your network.',
      t.ctx.config.rateLimit.windowSeconds,
    );
    const elsewhere = '198.51.100.21';
    const home = chatOf(await startFrom(t, botId, elsewhere));
    expect((await postFrom(t, home, elsewhere, 'messages', { text: 'hello' })).statusCode).toBe(
      200,
    );
  });

  it('holds one bot to its hourly ceiling of new chats; another bot is unaffected', async () => {
    // Trial: 100 chats a month. A tenth of it, 10 an hour, is above the floor of 3.
    const busyBot = await botOfNewOrganization(t, 'owner@busy.example');
    const quietBot = await botOfNewOrganization(t, 'owner@quiet.example');
    for (let visitor = 1; visitor <= 10; visitor += 1) {
      chatOf(await startFrom(t, busyBot, `192.0.2.${visitor}`));
    }
    const refused = await startFrom(t, busyBot, '192.0.2.11');
    expectTooManyRequests(refused, 'This assistant is busy right now.', 3600);
    expect(envelope(refused).message).toBe(
      'This assistant is busy right now. Please try again in 1 hour.',
    );
    chatOf(await startFrom(t, quietBot, '192.0.2.12'));
  });
});
