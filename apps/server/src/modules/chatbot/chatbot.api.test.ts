import type { ChatbotSettings } from '@concierge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  envelope,
  multipartForm,
  signUpVerified,
  type TestApp,
} from '../../test/test-app.js';

describe('bot settings', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await signUpVerified(t, 'bot@example.com', 'Bot Lab');
  });
  afterAll(() => t.close());

  const load = async () =>
    envelope<ChatbotSettings[]>(
      await t.app.inject({
        method: 'GET',
        url: '/api/auth/chatbot-settings',
        headers: bearer(token),
      }),
    ).data;
  const save = (fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/chatbot-settings',
      headers: bearer(token),
      payload: multipartForm(fields),
    });

  it('answers the SPEC §9 defaults as a list of one, with a stable bot id', async () => {
    const [settings] = await load();
    expect(settings).toMatchObject({
      position: 'bottom-right',
      primaryColor: '#000000',
      allowedDomains: [],
      features: {
        leadCapture: false,
        appointmentBooking: false,
        ticketCreation: false,
        humanHandoff: false,
      },
      behavior: { maxRetries: 3, handoffTriggers: ['asks_for_person', 'cannot_answer'] },
    });
    expect((await load())[0]?.id).toBe(settings?.id);
  });

  it('saves one tab at a time, with the tab’s message', async () => {
    const [settings] = await load();
    const botId = settings?.id ?? '';
    const appearance = await save({
      botId,
      name: 'Ria',
      primaryColor: '#1A73E8',
      position: 'bottom-left',
    });
    expect(envelope(appearance)).toMatchObject({
      message: 'Appearance settings saved successfully!',
      data: { name: 'Ria', primaryColor: '#1A73E8', position: 'bottom-left' },
    });
    const behavior = await save({
      botId,
      proactiveGreeting: 'true',
      collectFeedback: 'true',
      maxRetries: '5',
      handoffTriggers: 'urgent,complaint,urgent',
    });
    expect(envelope(behavior)).toMatchObject({
      message: 'Behavior settings saved successfully!',
      data: {
        behavior: {
          proactiveGreeting: true,
          collectFeedback: true,
          maxRetries: 5,
          handoffTriggers: ['complaint', 'urgent'],
        },
      },
    });
    const none = await save({ botId, handoffTriggers: '' });
    expect(envelope(none)).toMatchObject({ data: { behavior: { handoffTriggers: [] } } });
    const features = await save({
      botId,
      appointmentBooking: 'true',
      leadCapture: 'false',
      ticketCreation: 'true',
      humanHandoff: 'false',
      allowedDomains: JSON.stringify(['Clinic.example', 'www.clinic.example']),
    });
    expect(envelope(features)).toMatchObject({
      message: 'Features settings saved successfully!',
      data: {
        features: { appointmentBooking: true, ticketCreation: true, leadCapture: false },
        allowedDomains: ['clinic.example', 'www.clinic.example'],
      },
    });
    const deploy = await save({ botId, allowedDomains: JSON.stringify(['clinic.example']) });
    expect(envelope(deploy)).toMatchObject({
      message: 'Deploy settings saved successfully!',
      data: { allowedDomains: ['clinic.example'], name: 'Ria' },
    });
  });

  it.each([
    [{ primaryColor: 'blue' }, 'Primary color must be a hex colour such as #1a73e8'],
    [{ position: 'top-left' }, 'Position must be bottom-right or bottom-left'],
    [{ maxRetries: '0' }, 'Max Retries must be a number from 1 to 10'],
    [{ maxRetries: '11' }, 'Max Retries must be a number from 1 to 10'],
    [
      { handoffTriggers: 'urgent,__proto__' },
      'Handoff triggers must be chosen from: asks_for_person, complaint, billing, urgent, cannot_answer',
    ],
    [
      { allowedDomains: 'clinic.example' },
      'Allowed domains must be a list of host names such as example.com',
    ],
    [
      { allowedDomains: JSON.stringify(['https://clinic.example/path']) },
      'Allowed domains must be a list of host names such as example.com',
    ],
  ])('refuses %o', async (fields, message) => {
    const response = await save(fields);
    expect(response.statusCode).toBe(400);
    expect(envelope(response).message).toBe(message);
  });

  it('keeps other organizations’ bots apart', async () => {
    const other = await signUpVerified(t, 'other-bot@example.com', 'Other');
    const [mine] = await load();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/chatbot-settings',
      headers: bearer(other),
      payload: multipartForm({ botId: mine?.id ?? '', name: 'Hijack' }),
    });
    expect(response.statusCode).toBe(404);
    expect((await load())[0]?.name).toBe('Ria');
  });

  it('serves a preview page that embeds the widget for this bot, under a nonce CSP', async () => {
    const [settings] = await load();
    const page = await t.app.inject({
      method: 'GET',
      url: `/widget-preview?botId=${settings?.id}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`window.ConciergeWidget = { botId: "${settings?.id}" }`);
    expect(page.body).toContain('/widget.js');
    const nonce = /nonce="([^"]+)"/.exec(page.body)?.[1];
    expect(page.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
    const bad = await t.app.inject({ method: 'GET', url: '/widget-preview?botId=<script>' });
    expect(bad.statusCode).toBe(400);
  });
});
