import { expect } from 'vitest';
import type { InvitableRole } from '@concierge/shared';
import { bearer, envelope, STRONG_PASSWORD, type TestApp } from '../../test/test-app.js';

/** The token of the newest invitation link mailed to `email`. */
export async function lastInvitationTokenFor(t: TestApp, email: string): Promise<string> {
  await t.deliverMail();
  const mail = t.mailbox.filter((message) => message.to === email.toLowerCase()).at(-1);
  const token = mail?.text.match(/accept-invitation\?token=([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no invitation was mailed to ${email}`);
  return token;
}

export async function invite(
  t: TestApp,
  token: string,
  email: string,
  role: InvitableRole,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/team/invitations',
    headers: { ...bearer(token), ...headers },
    payload: { email, role },
  });
}

export const acceptWithSignup = (t: TestApp, invitationToken: string, name = 'Invited Person') =>
  t.app.inject({
    method: 'POST',
    url: `/api/invitations/${invitationToken}/signup`,
    payload: { name, password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD },
  });

/** Invites `email` as `role` and signs the new account up through the link; returns its token. */
export async function addMember(
  t: TestApp,
  ownerToken: string,
  email: string,
  role: InvitableRole,
): Promise<string> {
  const sent = await invite(t, ownerToken, email, role);
  expect(sent.statusCode, sent.body).toBe(200);
  const accepted = await acceptWithSignup(t, await lastInvitationTokenFor(t, email));
  expect(accepted.statusCode, accepted.body).toBe(200);
  return envelope<{ token: string }>(accepted).data.token;
}
