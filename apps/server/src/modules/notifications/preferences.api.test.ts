import { DEFAULT_NOTIFICATION_PREFERENCES, notificationMessages } from '@concierge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  envelope,
  signUpVerified,
  createTestApp,
  type TestApp,
} from '../../test/test-app.js';
import { addMember, invite, lastInvitationTokenFor } from '../team/team-fixtures.js';
import { organizationIdOf, preferencesOf, putPreferences } from './notification-fixtures.js';

describe('notification preferences', () => {
  let t: TestApp;
  let owner: string;
  let editor: string;
  let other: string;
  let acmeId: string;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUpVerified(t, 'owner@acme.example', 'Acme');
    editor = await addMember(t, owner, 'editor@acme.example', 'editor');
    // Owner of Globex, later also a member of Acme: one account, two organizations.
    other = await signUpVerified(t, 'owner@globex.example', 'Globex');
    acmeId = await organizationIdOf(t, 'Acme');
  });
  afterAll(() => t.close());

  it('are all on by default, for every member', async () => {
    expect(await preferencesOf(t, owner)).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
    expect(await preferencesOf(t, editor)).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
  });

  it('saves the toggles sent and answers all four', async () => {
    const response = await putPreferences(t, owner, {
      new_conversations: false,
      weekly_reports: false,
    });
    expect(response.statusCode, response.body).toBe(200);
    const expected = {
      new_conversations: false,
      failed_responses: true,
      quota_warnings: true,
      weekly_reports: false,
    };
    expect(envelope(response)).toEqual({
      status_code: 200,
      message: notificationMessages.preferencesSaved,
      data: expected,
    });
    expect(await preferencesOf(t, owner)).toEqual(expected);
    await putPreferences(t, owner, { weekly_reports: true });
    expect(await preferencesOf(t, owner)).toEqual({ ...expected, weekly_reports: true });
  });

  it('are per member: another member of the organization keeps theirs', async () => {
    expect(await preferencesOf(t, editor)).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
    await putPreferences(t, editor, { failed_responses: false });
    expect((await preferencesOf(t, editor)).failed_responses).toBe(false);
    expect((await preferencesOf(t, owner)).failed_responses).toBe(true);
  });

  it('are per organization for a member of two', async () => {
    const sent = await invite(t, other, 'owner@acme.example', 'viewer');
    expect(sent.statusCode, sent.body).toBe(200);
    const token = await lastInvitationTokenFor(t, 'owner@acme.example');
    const joined = await t.app.inject({
      method: 'POST',
      url: `/api/invitations/${token}/join`,
      headers: bearer(owner),
    });
    expect(joined.statusCode, joined.body).toBe(200);
    const globexId = await organizationIdOf(t, 'Globex');
    expect(await preferencesOf(t, owner, globexId)).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
    await putPreferences(t, owner, { quota_warnings: false }, globexId);
    expect((await preferencesOf(t, owner, globexId)).quota_warnings).toBe(false);
    expect((await preferencesOf(t, owner, acmeId)).quota_warnings).toBe(true);
    expect((await preferencesOf(t, other)).quota_warnings).toBe(true);
  });

  it('refuses a value that is not on or off', async () => {
    const response = await putPreferences(t, owner, { new_conversations: 'yes' });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).message).toBe('New conversations must be on or off');
  });

  it('refuses an unknown preference and an empty change', async () => {
    const unknown = await putPreferences(t, owner, { sms_alerts: true });
    expect(unknown.statusCode).toBe(400);
    const empty = await putPreferences(t, owner, {});
    expect(empty.statusCode).toBe(400);
    expect(envelope(empty).message).toBe('Send at least one notification preference');
    expect(await preferencesOf(t, owner)).toMatchObject({ new_conversations: false });
  });

  it('need a signed-in member', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/notifications/preferences' });
    expect(response.statusCode).toBe(401);
  });
});
