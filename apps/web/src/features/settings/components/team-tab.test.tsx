import type { TeamOverview } from '@concierge/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch, type StubbedAnswer } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render-with-providers';
import { signInAs } from '@/test/sign-in-as';
import { TeamTab } from './team-tab';

const team: TeamOverview = {
  members: [
    {
      accountId: 'a1',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      role: 'owner',
      joinedAt: '2024-01-05T10:30:00.000Z',
      lastActive: '2024-03-01T09:00:00.000Z',
      isYou: true,
    },
    {
      accountId: 'a2',
      name: 'Grace Hopper',
      email: 'grace@example.com',
      role: 'editor',
      joinedAt: '2024-02-01T10:30:00.000Z',
      lastActive: null,
      isYou: false,
    },
    {
      accountId: 'a3',
      name: 'Alan Turing',
      email: 'alan@example.com',
      role: 'owner',
      joinedAt: '2024-02-02T10:30:00.000Z',
      lastActive: null,
      isYou: false,
    },
  ],
  invitations: [
    {
      id: 'i1',
      email: 'bob@example.com',
      role: 'viewer',
      invitedBy: 'Ada Lovelace',
      createdAt: '2024-03-01T10:00:00.000Z',
      expiresAt: '2024-03-08T10:00:00.000Z',
      status: 'pending',
    },
    {
      id: 'i2',
      email: 'old@example.com',
      role: 'admin',
      invitedBy: 'Ada Lovelace',
      createdAt: '2024-01-01T10:00:00.000Z',
      expiresAt: '2024-01-08T10:00:00.000Z',
      status: 'expired',
    },
  ],
  seats: { used: 5, limit: 10 },
};

function renderTeam(
  role: Parameters<typeof signInAs>[0],
  extra: Record<string, StubbedAnswer | (() => StubbedAnswer)> = {},
) {
  const fetchMock = stubFetch({
    ...signInAs(role),
    'GET /api/team': { data: team },
    ...extra,
  });
  renderWithProviders(<TeamTab />, { path: '/settings' });
  return fetchMock;
}

const calls = (fetchMock: ReturnType<typeof stubFetch>, method: string, url: string) =>
  fetchMock.mock.calls.filter(([u, init]) => String(u) === url && init?.method === method);

describe('TeamTab', () => {
  it('lists members, invitations and the seats', async () => {
    renderTeam('owner');
    const members = await screen.findByRole('table', { name: 'Team members' });
    const ada = within(members).getByText('Ada Lovelace').closest('tr') as HTMLElement;
    expect(ada).toHaveTextContent('(you)');
    expect(ada).toHaveTextContent('ada@example.com');
    expect(ada).toHaveTextContent('Mar 1, 2024');
    expect(ada).toHaveTextContent('Jan 5, 2024');
    expect(within(members).getByText('Grace Hopper').closest('tr')).toHaveTextContent('Never');
    expect(screen.getByText(/5 of 10 seats used/)).toBeInTheDocument();

    const invitations = screen.getByRole('table', { name: 'Invitations' });
    const bob = within(invitations).getByText('bob@example.com').closest('tr') as HTMLElement;
    expect(bob).toHaveTextContent('Viewer');
    expect(bob).toHaveTextContent('Ada Lovelace');
    expect(bob).toHaveTextContent('Mar 8, 2024');
    expect(within(invitations).getByText('old@example.com').closest('tr')).toHaveTextContent(
      'Expired',
    );
  });

  it('validates the e-mail, sends the invitation, toasts and refreshes', async () => {
    const user = userEvent.setup();
    const fetchMock = renderTeam('owner', {
      'POST /api/team/invitations': {
        status: 201,
        message: 'Invitation sent successfully!',
        data: team.invitations[0],
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Invite Team Member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite Team Member' });
    expect(dialog).not.toHaveTextContent('not available');

    await user.type(within(dialog).getByLabelText('Email Address'), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    expect(await within(dialog).findByText('Please enter a valid email address')).toBeVisible();
    expect(calls(fetchMock, 'POST', '/api/team/invitations')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Email Address'));
    await user.type(within(dialog).getByLabelText('Email Address'), ' new@example.com ');
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'editor');
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));

    expect(await screen.findByText('Invitation sent successfully!')).toBeInTheDocument();
    const [post] = calls(fetchMock, 'POST', '/api/team/invitations');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      email: 'new@example.com',
      role: 'editor',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(calls(fetchMock, 'GET', '/api/team')).toHaveLength(2));
  });

  it('revokes an invitation after a confirmation', async () => {
    const user = userEvent.setup();
    const fetchMock = renderTeam('owner', {
      'DELETE /api/team/invitations/i1': { message: 'Invitation revoked' },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Revoke invitation to bob@example.com' }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: 'Revoke invitation?' });
    expect(calls(fetchMock, 'DELETE', '/api/team/invitations/i1')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));

    expect(await screen.findByText('Invitation revoked')).toBeInTheDocument();
    expect(calls(fetchMock, 'DELETE', '/api/team/invitations/i1')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('changes a member’s role and shows the server’s refusal as a toast', async () => {
    const user = userEvent.setup();
    let refuse = false;
    const fetchMock = renderTeam('owner', {
      'PUT /api/team/members/a2': () =>
        refuse
          ? { status: 409, message: 'The last owner cannot be removed or given another role' }
          : { message: 'Role updated successfully!' },
    });
    await user.selectOptions(await screen.findByLabelText('Role of Grace Hopper'), 'admin');
    expect(await screen.findByText('Role updated successfully!')).toBeInTheDocument();
    const [put] = calls(fetchMock, 'PUT', '/api/team/members/a2');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ role: 'admin' });

    refuse = true;
    await user.selectOptions(screen.getByLabelText('Role of Grace Hopper'), 'viewer');
    expect(
      await screen.findByText('The last owner cannot be removed or given another role'),
    ).toBeInTheDocument();
  });

  it('lets an admin manage members but not owners', async () => {
    renderTeam('admin');
    const grace = await screen.findByLabelText('Role of Grace Hopper');
    await waitFor(() =>
      expect(screen.queryByLabelText('Role of Alan Turing')).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: 'Remove Alan Turing' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Grace Hopper' })).toBeInTheDocument();
    const options = Array.from((grace as HTMLSelectElement).options, (option) => option.value);
    expect(options).toEqual(['admin', 'editor', 'viewer']);
  });

  it('shows a viewer the team read-only', async () => {
    renderTeam('viewer');
    await screen.findByRole('table', { name: 'Team members' });
    expect(
      await screen.findByText('Only owners and admins can invite members or change roles.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invite Team Member' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Revoke|Resend|Remove/ })).not.toBeInTheDocument();
  });

  it('gives an editor no Invite button', async () => {
    renderTeam('editor');
    await screen.findByRole('table', { name: 'Team members' });
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Invite Team Member' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('shows the load failure with a retry', async () => {
    renderTeam('owner', { 'GET /api/team': { status: 400 } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load team');
  });
});
