import { teamMessages, type SubmittedFormsPage, type TeamRole } from '@concierge/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  botIdOf,
  enableAllFeatures,
  sendMessage,
  startChat,
  submitForm,
} from '../../test/chat-fixtures.js';
import {
  bearer,
  createTestApp,
  envelope,
  multipartForm,
  signUpVerified,
  type TestApp,
} from '../../test/test-app.js';
import {
  connectIntegration,
  disconnectIntegration,
  testIntegration,
} from '../integrations/integration-fixtures.js';
import { addMember, invite } from './team-fixtures.js';

const WEBHOOK_URL = 'http://127.0.0.1:9/hooks/roles';

/** Each kind of call against each role: the server, not the page, decides. */
describe('roles on every call', () => {
  let t: TestApp;
  const tokens = {} as Record<TeamRole, string>;
  let botId: string;
  let formId: string;

  beforeAll(async () => {
    t = await createTestApp();
    tokens.owner = await signUpVerified(t, 'owner@roles.example', 'Roles Lab');
    // Four members need more than the trial's two seats.
    await t.ctx.db.execute(sql`UPDATE organizations SET plan = 'professional'`);
    tokens.admin = await addMember(t, tokens.owner, 'admin@roles.example', 'admin');
    tokens.editor = await addMember(t, tokens.owner, 'editor@roles.example', 'editor');
    tokens.viewer = await addMember(t, tokens.owner, 'viewer@roles.example', 'viewer');
    botId = await botIdOf(t, tokens.owner);
    await enableAllFeatures(t, tokens.owner, botId);
    const chat = await startChat(t, botId, { username: 'Visitor' });
    await sendMessage(t, chat, 'I want to book an appointment');
    await submitForm(t, chat, 'Appointments', { full_name: 'Pat', email: 'pat@example.com' });
    const forms = await t.app.inject({
      method: 'GET',
      url: '/api/user/get_submitted_forms',
      headers: bearer(tokens.viewer),
    });
    formId = envelope<SubmittedFormsPage>(forms).data.forms[0]?.id ?? '';
    expect(formId).not.toBe('');
  });
  afterAll(() => t.close());

  let seq = 0;
  const calls = {
    read: (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/knowledge/entries', headers: bearer(token) }),
    addContent: (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/content/add',
        headers: bearer(token),
        payload: multipartForm({ content_type: 'qa', question: `Q ${++seq}?`, answer: 'Yes.' }),
      }),
    saveBot: (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/chatbot-settings',
        headers: bearer(token),
        payload: multipartForm({ botId, name: `Bot ${++seq}` }),
      }),
    formStatus: (token: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/user/update_form_status/${formId}`,
        headers: bearer(token),
        payload: { status: 'True' },
      }),
    organizationInfo: (token: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/auth/organization-info',
        headers: bearer(token),
        payload: multipartForm({ organization_name: 'Roles Lab', website: '' }),
      }),
    invite: async (token: string) => {
      const response = await invite(t, token, `new${++seq}@roles.example`, 'viewer');
      // Free the seat again for the next role.
      const id = response.json<{ data: { id?: string } | null }>().data?.id;
      if (id) {
        await t.app.inject({
          method: 'DELETE',
          url: `/api/team/invitations/${id}`,
          headers: bearer(tokens.owner),
        });
      }
      return response;
    },
    connectIntegration: (token: string) =>
      connectIntegration(t, token, 'slack', { webhook_url: WEBHOOK_URL }),
    disconnectIntegration: async (token: string) => {
      await connectIntegration(t, tokens.owner, 'slack', { webhook_url: WEBHOOK_URL });
      return disconnectIntegration(t, token, 'slack');
    },
    // Nothing listens there: the test is answered (200, not delivered) without a receiver.
    testIntegration: async (token: string) => {
      await connectIntegration(t, tokens.owner, 'zapier', { webhook_url: WEBHOOK_URL });
      return testIntegration(t, token, 'zapier');
    },
  };

  const allowed: Record<keyof typeof calls, TeamRole[]> = {
    read: ['owner', 'admin', 'editor', 'viewer'],
    addContent: ['owner', 'admin', 'editor'],
    saveBot: ['owner', 'admin', 'editor'],
    formStatus: ['owner', 'admin', 'editor'],
    organizationInfo: ['owner', 'admin'],
    invite: ['owner', 'admin'],
    connectIntegration: ['owner', 'admin'],
    disconnectIntegration: ['owner', 'admin'],
    testIntegration: ['owner', 'admin'],
  };
  const cases = (Object.keys(calls) as (keyof typeof calls)[]).flatMap((call) =>
    (['owner', 'admin', 'editor', 'viewer'] as const).map(
      (role) => [call, role, allowed[call].includes(role)] as const,
    ),
  );

  it.each(cases)('%s as %s: allowed %s', async (call, role, isAllowed) => {
    const response = await calls[call](tokens[role]);
    if (isAllowed) {
      expect(response.statusCode, response.body).toBe(200);
    } else {
      expect(response.statusCode).toBe(403);
      expect(envelope(response)).toEqual({
        status_code: 403,
        message: teamMessages.forbidden(role),
        data: null,
      });
    }
  });

  it('lets a viewer still read exports and the dashboard', async () => {
    for (const url of ['/api/user/get_submitted_forms/export', '/api/auth/chatbot-settings']) {
      const response = await t.app.inject({ method: 'GET', url, headers: bearer(tokens.viewer) });
      expect(response.statusCode, url).toBe(200);
    }
  });
});
