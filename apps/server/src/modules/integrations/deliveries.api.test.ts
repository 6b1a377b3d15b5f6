import { WEBHOOK_HEADERS, type WebhookEnvelope } from '@concierge/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import {
  botIdOf,
  enableAllFeatures,
  endChat,
  sendMessage,
  startChat,
  submitForm,
} from '../../test/chat-fixtures.js';
import { createTestApp, signUpVerified, type TestApp } from '../../test/test-app.js';
import { connectIntegration, integrationOf, retryDueDeliveries } from './integration-fixtures.js';
import { signatureIsValid, startReceiver, type TestReceiver } from './test-receiver.js';

const FORM = { full_name: 'Jane Doe', email: 'jane@example.com', phone_number: '555 0100' };

let t: TestApp;
const receivers: TestReceiver[] = [];
const receiver = async (statuses: number[]) => {
  const started = await startReceiver(statuses);
  receivers.push(started);
  return started;
};

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await Promise.all(receivers.map((item) => item.close()));
  await t.close();
});

/** A new organization whose bot has every feature on. */
async function organization(email: string, name: string) {
  const token = await signUpVerified(t, email, name);
  const botId = await botIdOf(t, token);
  await enableAllFeatures(t, token, botId);
  return { token, botId };
}

describe('Zapier: signed deliveries, retried with backoff', () => {
  it('retries a 500 twice and is delivered on the third attempt, signed each time', async () => {
    const zapier = await receiver([500, 500, 200]);
    const { token, botId } = await organization('zap@deliveries.example', 'Zap Lab');
    const connected = await connectIntegration(t, token, 'zapier', { webhook_url: zapier.url });
    expect(connected.statusCode, connected.body).toBe(200);
    const secret = (await integrationOf(t, token, 'zapier')).signingSecret ?? '';

    const chat = await startChat(t, botId, { username: 'Jane Doe' });
    await submitForm(t, chat, 'Appointments', FORM);
    await t.ctx.worker.drain();

    expect(zapier.requests).toHaveLength(1);
    const [first] = (await integrationOf(t, token, 'zapier')).deliveries;
    expect(first).toMatchObject({
      event: 'form.submitted',
      status: 'retrying',
      attempts: 1,
      statusCode: 500,
      error: 'HTTP 500',
      test: false,
    });

    await retryDueDeliveries(t);
    expect(zapier.requests).toHaveLength(2);
    await retryDueDeliveries(t);
    expect(zapier.requests).toHaveLength(3);

    const [delivered] = (await integrationOf(t, token, 'zapier')).deliveries;
    expect(delivered).toMatchObject({ status: 'delivered', attempts: 3, statusCode: 200 });
    expect(delivered?.error).toBeNull();
    expect(delivered?.lastAttemptAt).not.toBeNull();

    for (const request of zapier.requests) {
      expect(request.method).toBe('POST');
      expect(request.headers['content-type']).toBe('application/json');
      expect(request.headers['user-agent']).toMatch(/^ConciergeWebhooks\/1\.0 \(\+http/);
      expect(request.headers[WEBHOOK_HEADERS.event]).toBe('form.submitted');
      expect(request.headers[WEBHOOK_HEADERS.delivery]).toBe(delivered?.id);
      expect(
        signatureIsValid(request.headers[WEBHOOK_HEADERS.signature], secret, request.body),
      ).toBe(true);
      expect(
        signatureIsValid(request.headers[WEBHOOK_HEADERS.signature], 'whsec_wrong', request.body),
      ).toBe(false);
    }
    const [body] = zapier.json<WebhookEnvelope>();
    expect(body).toMatchObject({
      id: delivered?.id,
      type: 'form.submitted',
      test: false,
      organization: { name: 'Zap Lab' },
      data: {
        category: 'Appointments',
        form_id: 'form-1',
        form_data: FORM,
        status: null,
        session_id: chat.sessionId,
        app_user: { username: 'Jane Doe', email: 'jane@example.com', phonenumber: '555 0100' },
      },
    });
  });

  it('gives up after 6 attempts against a receiver that always fails', async () => {
    const failing = await receiver([503]);
    const { token, botId } = await organization('failing@deliveries.example', 'Failing Lab');
    await connectIntegration(t, token, 'zapier', { webhook_url: failing.url });
    await submitForm(t, await startChat(t, botId), 'Complaints/Feedback', {
      complaint: 'Too slow',
    });
    await t.ctx.worker.drain();
    for (let round = 2; round <= 6; round += 1) {
      expect((await integrationOf(t, token, 'zapier')).deliveries[0]?.status).toBe('retrying');
      await retryDueDeliveries(t);
      expect(failing.requests).toHaveLength(round);
    }
    const [failed] = (await integrationOf(t, token, 'zapier')).deliveries;
    expect(failed).toMatchObject({
      status: 'failed',
      attempts: 6,
      statusCode: 503,
      error: 'HTTP 503',
    });
    const jobs = await queryRows<{ status: string }>(
      t.ctx.db,
      sql`SELECT status FROM jobs WHERE type = 'integrations.deliver' AND payload->>'deliveryId' = ${failed?.id ?? ''}`,
    );
    expect(jobs).toEqual([{ status: 'done' }]);
    await retryDueDeliveries(t);
    expect(failing.requests).toHaveLength(6);
  });

  it('counts a redirect as a failure and does not follow it', async () => {
    const moved = await receiver([302]);
    const { token, botId } = await organization('moved@deliveries.example', 'Moved Lab');
    await connectIntegration(t, token, 'zapier', { webhook_url: moved.url });
    await submitForm(t, await startChat(t, botId), 'General Inquiry', { question: 'Open?' });
    await t.ctx.worker.drain();
    expect(moved.requests.map((request) => request.path)).toEqual(['/hooks/catch/123/abcdef']);
    expect((await integrationOf(t, token, 'zapier')).deliveries[0]).toMatchObject({
      status: 'retrying',
      statusCode: 302,
      error: 'HTTP 302',
    });
  });
});

describe('Slack, Teams and Zapier receive the events they subscribe to', () => {
  let slack: TestReceiver;
  let teams: TestReceiver;
  let zapier: TestReceiver;
  let token: string;
  let botId: string;

  beforeAll(async () => {
    slack = await receiver([200]);
    teams = await receiver([200]);
    zapier = await receiver([200]);
    ({ token, botId } = await organization('channels@deliveries.example', 'Channel Lab'));
    for (const [provider, target] of [
      ['slack', slack],
      ['teams', teams],
      ['zapier', zapier],
    ] as const) {
      const response = await connectIntegration(t, token, provider, { webhook_url: target.url });
      expect(response.statusCode, response.body).toBe(200);
    }
  });

  it('posts a submitted form, a handoff request and an ended chat', async () => {
    const publicUrl = t.ctx.config.publicUrl;
    const chat = await startChat(t, botId, {
      username: 'Jane Doe',
      email: 'jane@example.com',
      phonenumber: '555 0100',
    });
    await submitForm(t, chat, 'Appointments', { ...FORM, notes: 'Bring <b>results</b> & forms' });
    await t.ctx.worker.drain();

    const [formText] = slack.json<{ text: string }>();
    expect(Object.keys(formText ?? {})).toEqual(['text']);
    expect(formText?.text).toContain(
      '*New Appointments form* from Jane Doe (jane@example.com, 555 0100)',
    );
    expect(formText?.text).toContain('*Full Name:* Jane Doe');
    expect(formText?.text).toContain('*Notes:* Bring &lt;b&gt;results&lt;/b&gt; &amp; forms');
    // The link opens that very form.
    expect(formText?.text).toMatch(
      new RegExp(`<${publicUrl}/submitted-forms\\?form=[0-9a-f-]{36}\\|Open in Concierge>`),
    );

    const [formCard] = teams.json();
    expect(formCard).toMatchObject({
      '@type': 'MessageCard',
      '@context': 'https://schema.org/extensions',
      title: 'New Appointments form',
      summary: 'New Appointments form from Jane Doe (jane@example.com, 555 0100)',
    });
    expect(formCard?.text).toContain('**Full Name:** Jane Doe');
    expect(formCard?.text).toMatch(
      new RegExp(`\\[Open in Concierge\\]\\(${publicUrl}/submitted-forms\\?form=[0-9a-f-]{36}\\)`),
    );
    expect(zapier.json<WebhookEnvelope>().map((body) => body.type)).toEqual(['form.submitted']);

    const handoff = await sendMessage(t, chat, 'can I talk to a real person');
    // Nobody has the live page open: the visitor gets the General Inquiry form, staff the notice.
    expect(handoff.assistant).toMatchObject({ action: 'show_form', category: 'General Inquiry' });
    await t.ctx.worker.drain();
    expect(slack.requests).toHaveLength(2);
    const handoffText = slack.json<{ text: string }>()[1]?.text;
    expect(handoffText).toContain('A visitor asked to talk to a person:');
    expect(handoffText).toContain('“can I talk to a real person”');
    expect(handoffText).toContain(`<${publicUrl}/conversations|Open in Concierge>`);
    expect(teams.json()[1]).toMatchObject({ title: 'A visitor asked to talk to a person:' });
    expect(zapier.requests).toHaveLength(1);

    await endChat(t, chat);
    await t.ctx.worker.drain();
    expect(slack.requests).toHaveLength(2);
    expect(teams.requests).toHaveLength(2);
    const ended = zapier.json<WebhookEnvelope>()[1];
    expect(ended).toMatchObject({
      type: 'conversation.ended',
      test: false,
      data: {
        session_id: chat.sessionId,
        message_count: 1,
        app_user: { username: 'Jane Doe', email: 'jane@example.com' },
      },
    });
    expect(ended?.data.ended_at).toEqual(expect.any(String));
    expect(zapier.requests[1]?.headers[WEBHOOK_HEADERS.event]).toBe('conversation.ended');
    expect(slack.requests[0]?.headers[WEBHOOK_HEADERS.signature]).toBeUndefined();

    const slackLog = (await integrationOf(t, token, 'slack')).deliveries;
    expect(slackLog.map((item) => [item.event, item.status])).toEqual([
      ['handoff.requested', 'delivered'],
      ['form.submitted', 'delivered'],
    ]);
  });

  it('sends nothing for an event of another organization or a disconnected integration', async () => {
    const other = await organization('other@deliveries.example', 'Other Lab');
    await submitForm(t, await startChat(t, other.botId), 'Appointments', FORM);
    await t.ctx.worker.drain();
    expect(slack.requests).toHaveLength(2);
  });
});
