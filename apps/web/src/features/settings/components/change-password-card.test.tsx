import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setToken } from '@/lib/auth-storage';
import { stubFetch } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render-with-providers';
import { ChangePasswordCard } from './change-password-card';

async function fill(user: ReturnType<typeof userEvent.setup>, next: string, confirm: string) {
  await user.type(screen.getByLabelText('Current Password'), 'Old#pass1');
  await user.type(screen.getByLabelText('New Password'), next);
  await user.type(screen.getByLabelText('Confirm New Password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Update Password' }));
}

describe('ChangePasswordCard', () => {
  it('words a mismatch the Settings way', async () => {
    const user = userEvent.setup();
    stubFetch({});
    renderWithProviders(<ChangePasswordCard />);
    await fill(user, 'New#pass12', 'New#pass13');
    expect(
      await screen.findByText('New password and confirmation do not match'),
    ).toBeInTheDocument();
  });

  it('keeps the new token, clears the form and confirms', async () => {
    const user = userEvent.setup();
    setToken('old-token');
    const fetchMock = stubFetch({
      'PUT /api/auth/change-password': {
        message: 'Password updated successfully!',
        data: { token: 'new-token' },
      },
    });
    renderWithProviders(<ChangePasswordCard />);
    await fill(user, 'New#pass12', 'New#pass12');

    expect(await screen.findByRole('status')).toHaveTextContent('Password updated successfully!');
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer old-token');
    expect(document.cookie).toContain('token=new-token');
    expect(screen.getByLabelText('Current Password')).toHaveValue('');
  });

  it('shows the server message in the page when the current password is wrong', async () => {
    const user = userEvent.setup();
    setToken('old-token');
    stubFetch({
      'PUT /api/auth/change-password': { status: 400, message: 'Current password is incorrect' },
    });
    renderWithProviders(<ChangePasswordCard />);
    await fill(user, 'New#pass12', 'New#pass12');
    expect(await screen.findByRole('alert')).toHaveTextContent('Current password is incorrect');
  });
});
