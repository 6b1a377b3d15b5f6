import {
  authMessages,
  teamMessages,
  type AuthSession,
  type InvitationPreview,
  type TeamInvitation,
  type TeamOverview,
} from '@concierge/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  envelope,
  signUpVerified,
  type TestApp,
  UNKNOWN_ID,
} from '../../test/test-app.js';
import { acceptWithSignup, addMember, invite, lastInvitationTokenFor } from './team-fixtures.js';

describe('team and invitations', () => {
  let t: TestApp;
  let owner: string;
  let other: string;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUpVerified(t, 'owner@team.example', 'Team Lab');
    other = await signUpVerified(t, 'owner@other.example', 'Other Lab');
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token?: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      headers: token ? bearer(token) : {},
      ...(payload ? { payload } : {}),
    });
  const overview = async (token = owner) =>
    envelope<TeamOverview>(await call('GET', '/api/team', token)).data;
  const revokeAll = async () => {
    for (const invitation of (await overview()).invitations) {
      await call('DELETE', `/api/team/invitations/${invitation.id}`, owner);
    }
  };

  it('sends an invitation with a link that previews it, and holds a seat', async () => {
    const response = await invite(t, owner, ' New.Person@Team.example ', 'editor');
    expect(response.statusCode).toBe(200);
    const { message, data } = envelope<TeamInvitation>(response);
    expect(message).toBe(teamMessages.invitationSent);
    expect(data).toMatchObject({
      email: 'new.person@team.example',
      role: 'editor',
      status: 'pending',
      invitedBy: 'Test User',
    });

    await t.deliverMail();
    const mail = t.mailbox.at(-1);
    expect(mail?.to).toBe('new.person@team.example');
    expect(mail?.text).toContain(`${t.ctx.config.publicUrl}/accept-invitation?token=`);
    expect(mail?.text).toContain('Team Lab');
    expect(mail?.text).toContain('Test User');
    expect(mail?.text).toContain('editor');

    const token = await lastInvitationTokenFor(t, 'new.person@team.example');
    const preview = await call('GET', `/api/invitations/${token}`);
    expect(envelope<InvitationPreview>(preview).data).toMatchObject({
      organizationName: 'Team Lab',
      email: 'new.person@team.example',
      role: 'editor',
      invitedBy: 'Test User',
      accountExists: false,
    });

    const team = await overview();
    expect(team.seats).toEqual({ used: 2, limit: 2 });
    expect(team.members).toEqual([
      expect.objectContaining({ email: 'owner@team.example', role: 'owner', isYou: true }),
    ]);
    expect(team.invitations).toHaveLength(1);
  });

  it('refuses a second invitation for that e-mail, a member, and a full plan (409)', async () => {
    const again = await invite(t, owner, 'new.person@team.example', 'viewer');
    expect([again.statusCode, envelope(again).message]).toEqual([409, teamMessages.alreadyInvited]);
    const member = await invite(t, owner, 'OWNER@team.example', 'viewer');
    expect([member.statusCode, envelope(member).message]).toEqual([
      409,
      teamMessages.alreadyMember,
    ]);
    const full = await invite(t, owner, 'third@team.example', 'viewer');
    expect([full.statusCode, envelope(full).message]).toEqual([409, teamMessages.seatsFull(2)]);
    const bad = await invite(t, owner, 'not-an-email', 'viewer');
    expect(bad.statusCode).toBe(400);
    const ownerRole = await call('POST', '/api/team/invitations', owner, {
      email: 'x@team.example',
      role: 'owner',
    });
    expect(ownerRole.statusCode).toBe(400);
  });

  it('resend kills the old link; revoke frees the seat and kills the link', async () => {
    const [pending] = (await overview()).invitations;
    const oldToken = await lastInvitationTokenFor(t, 'new.person@team.example');
    const resent = await call('POST', `/api/team/invitations/${pending?.id}/resend`, owner);
    expect([resent.statusCode, envelope(resent).message]).toEqual([
      200,
      teamMessages.invitationResent,
    ]);
    const newToken = await lastInvitationTokenFor(t, 'new.person@team.example');
    expect(newToken).not.toBe(oldToken);
    expect((await call('GET', `/api/invitations/${oldToken}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/invitations/${newToken}`)).statusCode).toBe(200);

    const revoked = await call('DELETE', `/api/team/invitations/${pending?.id}`, owner);
    expect([revoked.statusCode, envelope(revoked).message]).toEqual([
      200,
      teamMessages.invitationRevoked,
    ]);
    const dead = await call('GET', `/api/invitations/${newToken}`);
    expect([dead.statusCode, envelope(dead).message]).toEqual([
      404,
      teamMessages.invitationNotFound,
    ]);
    expect((await acceptWithSignup(t, newToken)).statusCode).toBe(404);
    expect((await overview()).seats.used).toBe(1);
    expect((await call('DELETE', `/api/team/invitations/${pending?.id}`, owner)).statusCode).toBe(
      404,
    );
  });

  it('another tenant’s or an unknown invitation or member answers 404', async () => {
    expect((await invite(t, owner, 'foreign@team.example', 'viewer')).statusCode).toBe(200);
    const [mine] = (await overview()).invitations;
    for (const [method, url] of [
      ['POST', `/api/team/invitations/${mine?.id}/resend`],
      ['DELETE', `/api/team/invitations/${mine?.id}`],
      ['DELETE', `/api/team/invitations/${UNKNOWN_ID}`],
      ['DELETE', '/api/team/invitations/not-a-uuid'],
    ] as const) {
      const response = await call(method, url, other);
      expect([response.statusCode, envelope(response).message]).toEqual([
        404,
        teamMessages.invitationNotFound,
      ]);
    }
    const ownerId = (await overview()).members[0]?.accountId;
    for (const [method, url] of [
      ['PUT', `/api/team/members/${ownerId}`],
      ['DELETE', `/api/team/members/${ownerId}`],
      ['PUT', `/api/team/members/${UNKNOWN_ID}`],
    ] as const) {
      const response = await call(
        method,
        url,
        other,
        method === 'PUT' ? { role: 'viewer' } : undefined,
      );
      expect([response.statusCode, envelope(response).message]).toEqual([
        404,
        teamMessages.memberNotFound,
      ]);
    }
    await revokeAll();
  });

  it('accepts as a new account: a session, the role, and a used link', async () => {
    expect((await invite(t, owner, 'ed@team.example', 'editor')).statusCode).toBe(200);
    const token = await lastInvitationTokenFor(t, 'ed@team.example');
    const mismatch = await call('POST', `/api/invitations/${token}/signup`, undefined, {
      name: 'Ed',
      password: 'Passw0rd!',
      confirmPassword: 'other',
    });
    expect(mismatch.statusCode).toBe(400);
    const accepted = await acceptWithSignup(t, token, 'Ed Editor');
    expect(accepted.statusCode).toBe(200);
    const { message, data } = envelope<AuthSession>(accepted);
    expect(message).toBe(teamMessages.invitationAccepted('Team Lab'));
    expect(data).toMatchObject({
      email: 'ed@team.example',
      role: 'editor',
      emailVerified: true,
      onboardingCompleted: true,
      organizationName: 'Team Lab',
    });
    expect(data.token).toEqual(expect.any(String));
    const me = await call('GET', '/api/auth/me', data.token);
    expect(me.statusCode).toBe(200);

    const team = await overview();
    expect(team.members.map((member) => [member.email, member.role])).toEqual([
      ['owner@team.example', 'owner'],
      ['ed@team.example', 'editor'],
    ]);
    expect(team.invitations).toEqual([]);
    expect((await acceptWithSignup(t, token)).statusCode).toBe(404);
    expect((await call('GET', `/api/invitations/${token}`)).statusCode).toBe(404);
  });

  it('an expired link answers 410; a seat check happens on accept', async () => {
    // Two members fill the trial: make room first, by removing the editor.
    const editorId = (await overview()).members.find((m) => m.role === 'editor')?.accountId;
    expect((await call('DELETE', `/api/team/members/${editorId}`, owner)).statusCode).toBe(200);
    expect((await invite(t, owner, 'late@team.example', 'viewer')).statusCode).toBe(200);
    const token = await lastInvitationTokenFor(t, 'late@team.example');
    await t.ctx.db.execute(
      sql`UPDATE invitations SET expires_at = now() - interval '1 minute' WHERE email = 'late@team.example'`,
    );
    const expired = await call('GET', `/api/invitations/${token}`);
    expect([expired.statusCode, envelope(expired).message]).toEqual([
      410,
      teamMessages.invitationExpired,
    ]);
    expect((await acceptWithSignup(t, token)).statusCode).toBe(410);
    const team = await overview();
    expect(team.invitations).toEqual([
      expect.objectContaining({ email: 'late@team.example', status: 'expired' }),
    ]);
    expect(team.seats.used).toBe(1);
    await revokeAll();
  });

  it('joins as an existing signed-in account; another account gets 403', async () => {
    const existing = await signUpVerified(t, 'joiner@team.example', 'Joiner Co');
    expect((await invite(t, owner, 'joiner@team.example', 'viewer')).statusCode).toBe(200);
    const token = await lastInvitationTokenFor(t, 'joiner@team.example');
    expect(
      envelope<InvitationPreview>(await call('GET', `/api/invitations/${token}`)).data
        .accountExists,
    ).toBe(true);

    const taken = await acceptWithSignup(t, token);
    expect([taken.statusCode, envelope(taken).message]).toEqual([409, authMessages.emailTaken]);
    const wrong = await call('POST', `/api/invitations/${token}/join`, other);
    expect([wrong.statusCode, envelope(wrong).message]).toEqual([
      403,
      teamMessages.invitationWrongAccount('joiner@team.example'),
    ]);
    expect((await call('POST', `/api/invitations/${token}/join`)).statusCode).toBe(401);

    const joined = await call('POST', `/api/invitations/${token}/join`, existing);
    expect(joined.statusCode).toBe(200);
    const teamLabId = envelope<{ organizationId: string }>(joined).data.organizationId;
    expect(envelope(joined).message).toBe(teamMessages.invitationAccepted('Team Lab'));
    const asMember = await t.app.inject({
      method: 'GET',
      url: '/api/team',
      headers: { ...bearer(existing), 'x-organization-id': teamLabId },
    });
    expect(envelope<TeamOverview>(asMember).data.members.find((m) => m.isYou)).toMatchObject({
      role: 'viewer',
    });
    expect((await call('POST', `/api/invitations/${token}/join`, existing)).statusCode).toBe(404);
  });

  it('guards owners: admins cannot touch them, the last owner stays, anyone may leave', async () => {
    // The joiner fills the second seat; move to a plan with room.
    await t.ctx.db.execute(
      sql`UPDATE organizations SET plan = 'professional' WHERE name = 'Team Lab'`,
    );
    const admin = await addMember(t, owner, 'admin@team.example', 'admin');
    const members = (await overview()).members;
    const idOf = (email: string) => members.find((m) => m.email === email)?.accountId ?? '';
    const ownerId = idOf('owner@team.example');
    const joinerId = idOf('joiner@team.example');
    const headers = (token: string) => ({ ...bearer(token) });

    const promote = await t.app.inject({
      method: 'PUT',
      url: `/api/team/members/${joinerId}`,
      headers: headers(admin),
      payload: { role: 'owner' },
    });
    expect([promote.statusCode, envelope(promote).message]).toEqual([
      403,
      teamMessages.onlyOwnerManagesOwners,
    ]);
    const demoteOwner = await call('PUT', `/api/team/members/${ownerId}`, admin, {
      role: 'viewer',
    });
    expect([demoteOwner.statusCode, envelope(demoteOwner).message]).toEqual([
      403,
      teamMessages.onlyOwnerManagesOwners,
    ]);
    const removeOwner = await call('DELETE', `/api/team/members/${ownerId}`, admin);
    expect(removeOwner.statusCode).toBe(403);

    const editor = await call('PUT', `/api/team/members/${joinerId}`, admin, { role: 'editor' });
    expect([editor.statusCode, envelope(editor).message]).toEqual([200, teamMessages.roleChanged]);
    expect(envelope<{ role: string }>(editor).data.role).toBe('editor');

    const last = await call('PUT', `/api/team/members/${ownerId}`, owner, { role: 'admin' });
    expect([last.statusCode, envelope(last).message]).toEqual([409, teamMessages.lastOwner]);
    const leaveLast = await call('DELETE', `/api/team/members/${ownerId}`, owner);
    expect([leaveLast.statusCode, envelope(leaveLast).message]).toEqual([
      409,
      teamMessages.lastOwner,
    ]);

    // A second owner lets the first one step down.
    expect(
      (
        await call('PUT', `/api/team/members/${idOf('admin@team.example')}`, owner, {
          role: 'owner',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await call('PUT', `/api/team/members/${ownerId}`, owner, { role: 'admin' })).statusCode,
    ).toBe(200);

    // The joiner's own organization comes first; the switcher's header picks Team Lab.
    const organizations = envelope<{ id: string; name: string }[]>(
      await call('GET', '/api/auth/organizations', owner),
    ).data;
    const leave = await t.app.inject({
      method: 'DELETE',
      url: `/api/team/members/${joinerId}`,
      headers: {
        ...bearer(await signIn('joiner@team.example')),
        'x-organization-id': organizations[0]?.id ?? '',
      },
    });
    expect([leave.statusCode, envelope(leave).message]).toEqual([200, teamMessages.memberRemoved]);
    expect((await overview(admin)).members.map((m) => m.email)).not.toContain(
      'joiner@team.example',
    );
  });

  async function signIn(email: string): Promise<string> {
    const response = await call('POST', '/api/auth/login', undefined, {
      email,
      password: 'Passw0rd!',
    });
    return envelope<{ token: string }>(response).data.token;
  }
});
