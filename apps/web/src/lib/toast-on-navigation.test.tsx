import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, useLocation } from 'react-router';
import { Toaster, toast } from 'sonner';
import { describe, expect, it } from 'vitest';
import { loadSonner } from './toast';
import { useAuthPageErrorsDismissedOnLeaving } from './toast-on-navigation';

function Page({ next }: { next: string }) {
  const { pathname } = useLocation();
  useAuthPageErrorsDismissedOnLeaving(pathname);
  return <Link to={next}>Go on</Link>;
}

async function leave(from: string, to: string) {
  await act(() => loadSonner());
  // Toasts are global: another test file's, still active, would be handed to this Toaster.
  toast.dismiss();
  render(
    <MemoryRouter initialEntries={[from]}>
      <Page next={to} />
      {/* Toasts stay until dismissed: a busy machine must not see them time out mid-test. */}
      <Toaster duration={Infinity} />
    </MemoryRouter>,
  );
  act(() => {
    toast.error('Please fill in all required fields.');
  });
  expect(await screen.findByText('Please fill in all required fields.')).toBeInTheDocument();
  // The action that leaves the page announces the next one.
  act(() => {
    toast.success('Registration successful! Please verify your email.');
  });
  await userEvent.click(screen.getByRole('link', { name: 'Go on' }));
  expect(
    await screen.findByText('Registration successful! Please verify your email.'),
  ).toBeInTheDocument();
}

/**
 * Dismisses every toast and waits until sonner has unmounted them: its unmount timer must not
 * outlive the test file's DOM.
 */
async function dismissAll() {
  act(() => void toast.dismiss());
  await waitFor(() => expect(document.querySelector('[data-sonner-toast]')).toBeNull());
}

describe('toasts across navigation', () => {
  it('leaving an auth page dismisses its errors and keeps the success that announces the next', async () => {
    await leave('/signup', '/verify-email');
    await expect
      .poll(() => screen.queryByText('Please fill in all required fields.'))
      .not.toBeInTheDocument();
    expect(screen.getByText('Registration successful! Please verify your email.')).toBeVisible();
    await dismissAll();
  });

  it('keeps errors when moving between signed-in pages', async () => {
    await leave('/users', '/settings');
    expect(screen.getByText('Please fill in all required fields.')).toBeInTheDocument();
    await dismissAll();
  });
});
