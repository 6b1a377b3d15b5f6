import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storeSession } from '@/lib/auth-storage';
import { stubFetch } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render-with-providers';
import { sessionFixture } from '@/test/session-fixture';
import { UserMenu } from './user-menu';

async function openMenu(onboarding: boolean) {
  storeSession(sessionFixture({ onboarding }));
  stubFetch({});
  const user = userEvent.setup();
  renderWithProviders(<UserMenu />, { path: '/onboarding', otherPaths: ['/settings'] });
  await user.click(screen.getByRole('button', { name: 'User menu' }));
  return { user, item: await screen.findByRole('menuitem', { name: 'Profile Settings' }) };
}

describe('UserMenu', () => {
  it('during onboarding shows Profile Settings disabled, saying why, instead of bouncing', async () => {
    const { user, item } = await openMenu(false);
    expect(item).toHaveAttribute('aria-disabled', 'true');
    expect(item).toHaveAttribute('title', 'Finish onboarding first');
    await user.click(item);
    expect(screen.queryByText('Landed on /settings')).not.toBeInTheDocument();
  });

  it('once onboarding is done opens the settings', async () => {
    const { user, item } = await openMenu(true);
    expect(item).not.toHaveAttribute('aria-disabled');
    await user.click(item);
    expect(await screen.findByText('Landed on /settings')).toBeInTheDocument();
  });
});
