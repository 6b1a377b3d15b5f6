import {
  integrationMessages,
  WEBHOOK_HEADERS,
  type IntegrationTestResult,
  type WebhookEnvelope,
} from '@concierge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, signUpVerified, type TestApp } from '../../test/test-app.js';
import { connectIntegration, integrationOf, testIntegration } from './integration-fixtures.js';
import { signatureIsValid, startReceiver, type TestReceiver } from './test-receiver.js';

describe('the Test button', () => {
  let t: TestApp;
  let owner: string;
  let working: TestReceiver;
  let broken: TestReceiver;

  beforeAll(async () => {
    [working, broken] = await Promise.all([startReceiver([200]), startReceiver([500])]);
    t = await createTestApp();
    owner = await signUpVerified(t, 'owner@test-button.example', 'Button Lab');
  });
  afterAll(async () => {
    await Promise.all([working.close(), broken.close()]);
    await t.close();
  });

  it('sends Zapier a signed sample form.submitted event and logs it as a test', async () => {
    await connectIntegration(t, owner, 'zapier', { webhook_url: working.url });
    const secret = (await integrationOf(t, owner, 'zapier')).signingSecret ?? '';

    const response = await testIntegration(t, owner, 'zapier');
    expect(response.statusCode, response.body).toBe(200);
    expect(envelope<IntegrationTestResult>(response)).toEqual({
      status_code: 200,
      message: integrationMessages.testDelivered(200),
      data: { delivered: true, statusCode: 200, error: null },
    });

    const [request] = working.requests;
    expect(
      signatureIsValid(request?.headers[WEBHOOK_HEADERS.signature], secret, request?.body ?? ''),
    ).toBe(true);
    const [body] = working.json<WebhookEnvelope>();
    expect(body).toMatchObject({
      type: 'form.submitted',
      test: true,
      organization: { name: 'Button Lab' },
      data: { category: 'Appointments', form_data: { full_name: 'Jane Doe' } },
    });

    const [logged] = (await integrationOf(t, owner, 'zapier')).deliveries;
    expect(logged).toMatchObject({
      id: body?.id,
      event: 'form.submitted',
      test: true,
      status: 'delivered',
      attempts: 1,
      statusCode: 200,
    });
    expect(request?.headers[WEBHOOK_HEADERS.delivery]).toBe(logged?.id);
  });

  it('reports a failing receiver with its status, without retrying', async () => {
    await connectIntegration(t, owner, 'slack', { webhook_url: broken.url });
    const response = await testIntegration(t, owner, 'slack');
    expect(response.statusCode).toBe(200);
    expect(envelope<IntegrationTestResult>(response)).toEqual({
      status_code: 200,
      message: integrationMessages.testFailed('HTTP 500'),
      data: { delivered: false, statusCode: 500, error: 'HTTP 500' },
    });
    expect(broken.json<{ text: string }>()[0]?.text).toContain('*Test message from Concierge*');

    await t.ctx.worker.drain();
    expect(broken.requests).toHaveLength(1);
    expect((await integrationOf(t, owner, 'slack')).deliveries).toEqual([
      expect.objectContaining({ test: true, status: 'failed', attempts: 1, statusCode: 500 }),
    ]);
  });

  it('sends Teams a MessageCard', async () => {
    await connectIntegration(t, owner, 'teams', { webhook_url: working.url });
    const response = await testIntegration(t, owner, 'teams');
    expect(envelope<IntegrationTestResult>(response).data.delivered).toBe(true);
    expect(working.json().at(-1)).toMatchObject({
      '@type': 'MessageCard',
      title: 'Test message from Concierge',
    });
  });

  it('reports an unreachable receiver without a status code', async () => {
    const gone = await startReceiver([200]);
    await connectIntegration(t, owner, 'teams', { webhook_url: gone.url });
    await gone.close();
    const response = await testIntegration(t, owner, 'teams');
    expect(response.statusCode).toBe(200);
    const { data, message } = envelope<IntegrationTestResult>(response);
    expect(data.delivered).toBe(false);
    expect(data.statusCode).toBeNull();
    expect(data.error).toEqual(expect.any(String));
    expect(message).toBe(integrationMessages.testFailed(data.error ?? ''));
  });

  it('is limited to 10 a minute per organization', async () => {
    await connectIntegration(t, owner, 'zapier', { webhook_url: working.url });
    let status = 200;
    for (let count = 0; count < 12 && status === 200; count += 1) {
      status = (await testIntegration(t, owner, 'zapier')).statusCode;
    }
    expect(status).toBe(429);
  });
});
