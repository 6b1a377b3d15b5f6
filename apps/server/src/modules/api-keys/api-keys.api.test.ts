import {
  apiKeyMessages,
  authMessages,
  teamMessages,
  type ApiKeySummary,
  type ConversationsPage,
  type CreatedApiKey,
  type FormDefinition,
  type SubmittedFormsPage,
  type UsersPage,
} from '@concierge/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import {
  botIdOf,
  enableAllFeatures,
  sendMessage,
  startChat,
  submitForm,
  type VisitorChat,
} from '../../test/chat-fixtures.js';
import {
  bearer,
  createTestApp,
  envelope,
  signUpVerified,
  type TestApp,
} from '../../test/test-app.js';
import { addMember } from '../team/team-fixtures.js';

describe('api keys', () => {
  let t: TestApp;
  let owner: string;
  let otherOwner: string;
  let editor: string;
  let viewer: string;
  let chats: VisitorChat[];
  let otherChat: VisitorChat;

  const get = (url: string, token: string) =>
    t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const regenerate = (environment: string, token: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/api-keys/${environment}/regenerate`,
      headers: bearer(token),
    });
  const createKey = async (environment: 'production' | 'development', token = owner) => {
    const response = await regenerate(environment, token);
    expect(response.statusCode, response.body).toBe(200);
    return envelope<CreatedApiKey>(response);
  };
  const listKeys = async (token = owner) => {
    const response = await get('/api/api-keys', token);
    expect(response.statusCode, response.body).toBe(200);
    return envelope<ApiKeySummary[]>(response).data;
  };

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUpVerified(t, 'owner@clinic.example', 'Clinic');
    otherOwner = await signUpVerified(t, 'owner@other.example', 'Other Lab');
    await t.ctx.db.execute(sql`UPDATE organizations SET plan = 'professional'`);
    editor = await addMember(t, owner, 'editor@clinic.example', 'editor');
    viewer = await addMember(t, owner, 'viewer@clinic.example', 'viewer');

    const botId = await botIdOf(t, owner);
    await enableAllFeatures(t, owner, botId);
    chats = [];
    for (const name of ['Ann', 'Ben']) {
      const chat = await startChat(t, botId, { username: name, email: `${name}@example.com` });
      await sendMessage(t, chat, 'I want to book an appointment');
      await submitForm(t, chat, 'Appointments', { full_name: name });
      chats.push(chat);
    }
    const otherBot = await botIdOf(t, otherOwner);
    await enableAllFeatures(t, otherOwner, otherBot);
    otherChat = await startChat(t, otherBot, { username: 'Eve', email: 'eve@example.com' });
    await sendMessage(t, otherChat, 'I want to book an appointment');
    await submitForm(t, otherChat, 'Appointments', { full_name: 'Eve' });
  });
  afterAll(() => t.close());

  it('lists both environments with no key before any is created', async () => {
    expect(await listKeys()).toEqual([
      { environment: 'production', key: null },
      { environment: 'development', key: null },
    ]);
  });

  it('regenerates: the full key once, with the prefix of its environment', async () => {
    const production = await createKey('production');
    expect(production.message).toBe(apiKeyMessages.created('production'));
    expect(production.data.environment).toBe('production');
    expect(production.data.secret).toMatch(/^ck_live_[A-Za-z0-9_-]{43}$/);
    expect(production.data.masked).toBe(`ck_live_••••••••${production.data.secret.slice(-4)}`);

    const development = await createKey('development');
    expect(development.message).toBe(apiKeyMessages.created('development'));
    expect(development.data.secret).toMatch(/^ck_test_[A-Za-z0-9_-]{43}$/);

    const listed = await get('/api/api-keys', viewer);
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toContain(production.data.secret);
    expect(listed.body).not.toContain(development.data.secret);
    const keys = envelope<ApiKeySummary[]>(listed).data;
    expect(keys).toEqual([
      {
        environment: 'production',
        key: {
          id: production.data.id,
          masked: production.data.masked,
          createdAt: production.data.createdAt,
          createdBy: 'Test User',
          lastUsedAt: null,
        },
      },
      {
        environment: 'development',
        key: expect.objectContaining({ id: development.data.id, masked: development.data.masked }),
      },
    ]);

    // Only the hash is stored, never the key.
    const rows = await queryRows<{ key_hash: string; last4: string }>(
      t.ctx.db,
      sql`select key_hash, last4 from api_keys where id = ${production.data.id}`,
    );
    expect(rows[0]?.key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.key_hash).not.toContain(production.data.secret);
  });

  it('refuses an unknown environment with 400', async () => {
    const response = await regenerate('staging', owner);
    expect(response.statusCode).toBe(400);
    expect(envelope(response).message).toContain(apiKeyMessages.unknownEnvironment);
  });

  it('lets only owners and admins regenerate', async () => {
    for (const [token, role] of [
      [editor, 'editor'],
      [viewer, 'viewer'],
    ] as const) {
      const response = await regenerate('production', token);
      expect(response.statusCode).toBe(403);
      expect(envelope(response).message).toBe(teamMessages.forbidden(role));
    }
  });

  it('opens the integration API to the key’s own organization only', async () => {
    const { secret } = (await createKey('production')).data;
    const otherSecret = (await createKey('development', otherOwner)).data.secret;

    const forms = await get('/api/v1/forms', secret);
    expect(forms.statusCode, forms.body).toBe(200);
    const formsPage = envelope<SubmittedFormsPage>(forms).data;
    expect(formsPage.forms.map((form) => form.session_id).sort()).toEqual(
      chats.map((chat) => chat.sessionId).sort(),
    );
    expect(formsPage.forms.map((form) => form.form_key)).toEqual(['appointments', 'appointments']);
    // The forms' definitions label each answer's key.
    const definitions = await get('/api/v1/form-definitions', secret);
    expect(definitions.statusCode, definitions.body).toBe(200);
    const appointments = envelope<FormDefinition[]>(definitions).data[0];
    expect(appointments?.fields.find((field) => field.key === 'full_name')?.label).toBe(
      'Full Name',
    );

    const users = await get('/api/v1/app-users', secret);
    expect(users.statusCode, users.body).toBe(200);
    const usernames = envelope<UsersPage>(users).data.users.map((user) => user.username);
    expect(usernames.sort()).toEqual(['Ann', 'Ben']);

    const conversations = await get('/api/v1/conversations', secret);
    expect(conversations.statusCode, conversations.body).toBe(200);
    const ids = envelope<ConversationsPage>(conversations).data.conversations.map((c) => c.id);
    expect(ids.sort()).toEqual(chats.map((chat) => chat.sessionId).sort());
    expect(ids).not.toContain(otherChat.sessionId);

    const other = await get('/api/v1/app-users', otherSecret);
    expect(envelope<UsersPage>(other).data.users.map((user) => user.username)).toEqual(['Eve']);
  });

  it('pages the integration lists', async () => {
    const { secret } = (await createKey('production')).data;
    const first = envelope<SubmittedFormsPage>(await get('/api/v1/forms?limit=1', secret)).data;
    expect(first.forms).toHaveLength(1);
    expect(first.pagination).toEqual({ total_pages: 2, total_forms: 2 });
    const second = envelope<SubmittedFormsPage>(
      await get('/api/v1/forms?limit=1&page=2', secret),
    ).data;
    expect(second.forms[0]?.id).not.toBe(first.forms[0]?.id);
    const users = envelope<UsersPage>(await get('/api/v1/app-users?limit=1', secret)).data;
    expect(users.pagination).toEqual({ total_pages: 2, total_users: 2 });
    const conversations = envelope<ConversationsPage>(
      await get('/api/v1/conversations?limit=1', secret),
    ).data;
    expect(conversations.pagination).toEqual({ total_pages: 2, total_conversations: 2 });
    expect((await get('/api/v1/forms?limit=0', secret)).statusCode).toBe(400);
  });

  it('records when a key was last used', async () => {
    const created = (await createKey('development')).data;
    expect((await get('/api/v1/forms', created.secret)).statusCode).toBe(200);
    const development = (await listKeys()).find((item) => item.environment === 'development');
    expect(development?.key?.lastUsedAt).toEqual(expect.any(String));
  });

  it('stops the previous key at once when a key is regenerated', async () => {
    const old = (await createKey('production')).data.secret;
    expect((await get('/api/v1/forms', old)).statusCode).toBe(200);
    const fresh = (await createKey('production')).data;
    const refused = await get('/api/v1/forms', old);
    expect(refused.statusCode).toBe(401);
    expect(envelope(refused).message).toBe(apiKeyMessages.invalidKey);
    expect((await get('/api/v1/forms', fresh.secret)).statusCode).toBe(200);
    const [live] = await queryRows<{ n: number }>(
      t.ctx.db,
      sql`select count(*)::int as n from api_keys where revoked_at is null
        and environment = 'production'
        and organization_id = (select organization_id from api_keys where id = ${fresh.id})`,
    );
    expect(live?.n).toBe(1);
  });

  it('answers 401 to a missing, malformed or unknown key and to a dashboard token', async () => {
    for (const headers of [
      {},
      bearer(owner),
      bearer('ck_live_not-a-real-key-0000000000000000000000000'),
      bearer('ck_live_bad key'),
      { authorization: 'Basic abc' },
    ]) {
      for (const url of ['/api/v1/forms', '/api/v1/app-users', '/api/v1/conversations']) {
        const response = await t.app.inject({ method: 'GET', url, headers });
        expect(response.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(401);
        expect(envelope(response).message).toBe(apiKeyMessages.invalidKey);
      }
    }
  });

  it('does not open dashboard routes to a key', async () => {
    const { secret } = (await createKey('production')).data;
    for (const url of ['/api/knowledge/entries', '/api/api-keys', '/api/user/get_users']) {
      const response = await get(url, secret);
      expect(response.statusCode, url).toBe(401);
      expect(envelope(response).message).toBe(authMessages.sessionExpired);
    }
    expect((await regenerate('production', secret)).statusCode).toBe(401);
  });

  it('documents the integration API', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const document = response.json<{
      paths: Record<string, { get?: { tags?: string[]; security?: unknown } }>;
      components: { securitySchemes: Record<string, { type: string; scheme: string }> };
    }>();
    for (const path of ['/api/v1/forms', '/api/v1/app-users', '/api/v1/conversations']) {
      expect(document.paths[path]?.get?.tags).toEqual(['integration-api']);
      expect(document.paths[path]?.get?.security).toEqual([{ apiKey: [] }]);
    }
    expect(document.components.securitySchemes.apiKey).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    expect(document.paths['/api/api-keys/{environment}/regenerate']).toBeDefined();
  });
});
