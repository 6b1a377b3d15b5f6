import {
  INTEGRATION_PROVIDERS,
  integrationMessages,
  teamMessages,
  type IntegrationSummary,
  type PublicBotConfig,
} from '@concierge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { botIdOf } from '../../test/chat-fixtures.js';
import {
  bearer,
  createTestApp,
  envelope,
  signUpVerified,
  type TestApp,
} from '../../test/test-app.js';
import { addMember } from '../team/team-fixtures.js';
import {
  connectIntegration,
  disconnectIntegration,
  integrationOf,
  listIntegrations,
  testIntegration,
} from './integration-fixtures.js';

const SLACK_URL = 'http://127.0.0.1:9/services/T000/B000/secretXYZ123';

describe('connect, list and disconnect', () => {
  let t: TestApp;
  let owner: string;
  let viewer: string;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUpVerified(t, 'owner@integrations.example', 'Hooks Lab');
    viewer = await addMember(t, owner, 'viewer@integrations.example', 'viewer');
  });
  afterAll(() => t.close());

  it('lists every provider, in order, not connected', async () => {
    const list = await listIntegrations(t, owner);
    expect(list.map((item) => item.provider)).toEqual([...INTEGRATION_PROVIDERS]);
    for (const item of list) {
      expect(item).toEqual({
        provider: item.provider,
        connected: false,
        target: null,
        signingSecret: null,
        connectedAt: null,
        connectedBy: null,
        deliveries: [],
      });
    }
  });

  it.each([
    ['slack', 'Slack'],
    ['teams', 'Microsoft Teams'],
  ] as const)('connects and disconnects %s, showing the URL masked', async (provider, name) => {
    const connected = await connectIntegration(t, owner, provider, { webhook_url: SLACK_URL });
    expect(connected.statusCode, connected.body).toBe(200);
    const body = envelope<IntegrationSummary>(connected);
    expect(body.message).toBe(integrationMessages.connected(name));
    expect(body.data).toMatchObject({
      provider,
      connected: true,
      target: 'http://127.0.0.1:9/…XYZ123',
      signingSecret: null,
      connectedBy: 'Test User',
      deliveries: [],
    });
    expect(JSON.stringify(await listIntegrations(t, owner))).not.toContain('secretXYZ123');

    const gone = await disconnectIntegration(t, owner, provider);
    expect(gone.statusCode).toBe(200);
    expect(envelope(gone).message).toBe(integrationMessages.disconnected(name));
    expect(envelope<IntegrationSummary>(gone).data.connected).toBe(false);
    expect((await integrationOf(t, owner, provider)).connected).toBe(false);
  });

  it('gives Zapier a signing secret that survives re-connecting, shown to admins only', async () => {
    const first = await connectIntegration(t, owner, 'zapier', {
      webhook_url: 'http://127.0.0.1:9/hooks/catch/1/first1',
    });
    expect(first.statusCode, first.body).toBe(200);
    const secret = envelope<IntegrationSummary>(first).data.signingSecret;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);

    const again = await connectIntegration(t, owner, 'zapier', {
      webhook_url: 'http://127.0.0.1:9/hooks/catch/1/second',
    });
    expect(envelope<IntegrationSummary>(again).data).toMatchObject({
      target: 'http://127.0.0.1:9/…second',
      signingSecret: secret,
    });

    const seenByViewer = await integrationOf(t, viewer, 'zapier');
    expect(seenByViewer.connected).toBe(true);
    expect(seenByViewer.signingSecret).toBeNull();

    expect((await disconnectIntegration(t, owner, 'zapier')).statusCode).toBe(200);
  });

  it('stores a Google Analytics measurement id upper-cased and serves it in the bot config', async () => {
    const botId = await botIdOf(t, owner);
    const config = async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/public/bots/${botId}/config`,
      });
      expect(response.statusCode, response.body).toBe(200);
      return envelope<PublicBotConfig>(response).data.ga_measurement_id;
    };
    expect(await config()).toBeNull();

    const connected = await connectIntegration(t, owner, 'google_analytics', {
      measurement_id: ' g-abc1234 ',
    });
    expect(connected.statusCode, connected.body).toBe(200);
    expect(envelope(connected).message).toBe(integrationMessages.connected('Google Analytics'));
    expect(envelope<IntegrationSummary>(connected).data).toMatchObject({
      connected: true,
      target: 'G-ABC1234',
      deliveries: [],
    });
    expect(await config()).toBe('G-ABC1234');

    const test = await testIntegration(t, owner, 'google_analytics');
    expect(test.statusCode).toBe(400);
    expect(envelope(test).message).toBe(integrationMessages.noAnalyticsTest);

    expect((await disconnectIntegration(t, owner, 'google_analytics')).statusCode).toBe(200);
    expect(await config()).toBeNull();
  });

  it.each([
    ['slack', { webhook_url: '' }, 'Enter the webhook URL'],
    ['slack', {}, 'Enter the webhook URL'],
    ['teams', { webhook_url: 'ftp://x' }, 'Enter a valid URL starting with https://'],
    ['zapier', { webhook_url: 'not a url' }, 'Enter a valid URL starting with https://'],
    ['zapier', { webhook_url: 42 }, 'Enter the webhook URL'],
    ['google_analytics', { measurement_id: 'UA-123' }, 'Enter a measurement ID like G-XXXXXXXXXX'],
    ['google_analytics', { webhook_url: SLACK_URL }, 'Enter the measurement ID'],
  ])('refuses %s with %j: %s', async (provider, payload, message) => {
    const response = await connectIntegration(t, owner, provider, payload);
    expect(response.statusCode).toBe(400);
    expect(envelope(response).message).toBe(message);
  });

  it('answers 404 for an unknown provider on every call', async () => {
    const calls = [
      connectIntegration(t, owner, 'discord', { webhook_url: SLACK_URL }),
      disconnectIntegration(t, owner, 'discord'),
      testIntegration(t, owner, 'discord'),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(404);
      expect(envelope(response)).toEqual({
        status_code: 404,
        message: integrationMessages.unknownProvider,
        data: null,
      });
    }
  });

  it('answers 404 when disconnecting or testing what is not connected', async () => {
    for (const response of [
      await disconnectIntegration(t, owner, 'teams'),
      await testIntegration(t, owner, 'zapier'),
    ]) {
      expect(response.statusCode).toBe(404);
    }
    expect(envelope(await disconnectIntegration(t, owner, 'teams')).message).toBe(
      integrationMessages.notConnected('Microsoft Teams'),
    );
    expect(envelope(await testIntegration(t, owner, 'zapier')).message).toBe(
      integrationMessages.notConnected('Zapier'),
    );
  });

  it('lets a viewer read but not connect, disconnect or test', async () => {
    await connectIntegration(t, owner, 'slack', { webhook_url: SLACK_URL });
    const calls = [
      await connectIntegration(t, viewer, 'slack', { webhook_url: SLACK_URL }),
      await disconnectIntegration(t, viewer, 'slack'),
      await testIntegration(t, viewer, 'slack'),
    ];
    for (const response of calls) {
      expect(response.statusCode).toBe(403);
      expect(envelope(response).message).toBe(teamMessages.forbidden('viewer'));
    }
    expect((await integrationOf(t, viewer, 'slack')).connected).toBe(true);
  });

  it('needs a signed-in member', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/integrations' });
    expect(response.statusCode).toBe(401);
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/integrations',
      headers: bearer('not-a-token'),
    });
    expect(other.statusCode).toBe(401);
  });
});

describe('private networks, with CRAWLER_ALLOW_PRIVATE_NETWORKS off', () => {
  let t: TestApp;
  let owner: string;

  beforeAll(async () => {
    t = await createTestApp({ CRAWLER_ALLOW_PRIVATE_NETWORKS: 'false' });
    owner = await signUpVerified(t, 'owner@private-hooks.example', 'Private Lab');
  });
  afterAll(() => t.close());

  it.each([
    'http://127.0.0.1:8080/hook',
    'http://localhost/hook',
    'https://169.254.169.254/latest/meta-data',
    'http://[::1]/hook',
    'http://10.1.2.3/hook',
  ])('refuses %s', async (url) => {
    const response = await connectIntegration(t, owner, 'zapier', { webhook_url: url });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).message).toBe(integrationMessages.privateAddress);
    expect((await integrationOf(t, owner, 'zapier')).connected).toBe(false);
  });

  it('refuses a host that cannot be found', async () => {
    const response = await connectIntegration(t, owner, 'slack', {
      webhook_url: 'https://no-such-host.invalid/services/x',
    });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).message).toBe(integrationMessages.unresolvable);
  });
});
