import { describe, expect, it } from 'vitest';
import { openPage } from './support/browser.js';
import { expectPath, signIn, textOf } from './support/actions.js';
import { useHarness } from './support/harness.js';

const INVITEE = { name: 'Ivy Chen', email: 'ivy@riverside-diagnostics.example' };

/** The invitation token in a caught mail (its body may be quoted-printable). */
function invitationToken(raw: string): string {
  const body = raw.replace(/=\r?\n/g, '');
  const token = /accept-invitation\?token(?:=3D|=)([A-Za-z0-9_-]+)/.exec(body)?.[1];
  if (!token) throw new Error('the invitation mail carries no link');
  return token;
}

describe('the team: an invitation by e-mail, and what a viewer may do', () => {
  const h = useHarness();

  it('invites a colleague, who joins as a viewer and sees the knowledge base read-only', async () => {
    const owner = await openPage(h.browser, h.server.url);
    await signIn(owner, h.server.demo.owner.email, h.server.demo.owner.password);
    await expectPath(owner, '/');
    await owner.goto('/settings');
    await owner.getByRole('tab', { name: 'Team' }).click();
    await expect.poll(() => textOf(owner)).toContain(h.server.demo.owner.email);

    const mailsBefore = h.mail.mails.length;
    await owner.getByRole('button', { name: 'Invite Team Member' }).click();
    await owner.getByLabel('Email Address').fill(INVITEE.email);
    await owner.getByLabel('Role').selectOption('viewer');
    await owner.getByRole('button', { name: 'Send Invitation' }).click();
    await expect.poll(() => textOf(owner)).toContain('Invitation sent successfully!');
    await expect.poll(() => textOf(owner)).toContain(INVITEE.email);

    const mail = await h.mail.waitFor(INVITEE.email, /invit/i, mailsBefore);
    const token = invitationToken(mail.raw);

    // The colleague opens the link in a browser of their own and creates an account.
    const invitee = await openPage(h.browser, h.server.url);
    await invitee.goto(`/accept-invitation?token=${token}`);
    await expect.poll(() => textOf(invitee)).toContain('invited you to join Riverside Diagnostics');
    await invitee.getByLabel('Full Name').fill(INVITEE.name);
    await invitee.getByLabel('Password', { exact: true }).fill('Ivy-Passw0rd!!');
    await invitee.getByLabel('Confirm Password').fill('Ivy-Passw0rd!!');
    await invitee.getByRole('button', { name: 'Create Account and Join' }).click();
    await expectPath(invitee, '/');
    await expect.poll(() => textOf(invitee)).toContain('Welcome back, Riverside Diagnostics!');

    // A viewer reads the knowledge base but is offered nothing to change.
    await invitee.getByRole('link', { name: 'Knowledgebase' }).click();
    await expect.poll(() => textOf(invitee)).toContain('View only (Viewer)');
    expect(await invitee.getByRole('button', { name: 'Add Content' }).count()).toBe(0);
    await invitee.context().close();

    // The owner's team now lists the colleague as a viewer.
    await owner.reload();
    await owner.getByRole('tab', { name: 'Team' }).click();
    const row = owner.getByRole('row', { name: new RegExp(INVITEE.name) });
    await row.waitFor();
    expect(await row.innerText()).toMatch(/Viewer/);
    await owner.context().close();
  });
});
