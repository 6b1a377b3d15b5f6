import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { storeSession } from '@/lib/auth-storage';
import { sessionFixture } from '@/test/session-fixture';
import { isNavItemActive } from './nav-items';
import { Sidebar } from './sidebar';

interface SidebarSession {
  role?: 'owner' | 'admin' | 'operator';
  onboarding?: boolean;
}

function renderSidebar(path: string, { role = 'owner', onboarding = true }: SidebarSession = {}) {
  storeSession(sessionFixture({ role, onboarding }));
  render(
    <MemoryRouter initialEntries={[path]}>
      <Sidebar />
    </MemoryRouter>,
  );
  return within(screen.getByRole('navigation', { name: 'Main navigation' }));
}

const linkTexts = (nav: ReturnType<typeof renderSidebar>) =>
  nav.getAllByRole('link').map((link) => link.textContent);

describe('isNavItemActive', () => {
  it('marks Home only on exactly /', () => {
    expect(isNavItemActive('/', '/')).toBe(true);
    expect(isNavItemActive('/users', '/')).toBe(false);
  });

  it('marks other entries when the path starts with their route', () => {
    expect(isNavItemActive('/users', '/users')).toBe(true);
    expect(isNavItemActive('/users/abc123', '/users')).toBe(true);
    expect(isNavItemActive('/settings', '/users')).toBe(false);
  });
});

describe('Sidebar', () => {
  it('lists the entries in SPEC order with the logo and product name, without the finished wizard', () => {
    const nav = renderSidebar('/');
    expect(linkTexts(nav)).toEqual([
      'Home',
      'Knowledgebase',
      'Bot Setup & Deploy',
      'Conversations & Analytics',
      'Users',
      'Submitted Forms',
      'Settings',
      'Billing',
      'Help',
    ]);
    expect(screen.getByText('Concierge')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Concierge home' })).toHaveAttribute('href', '/');
  });

  it('during onboarding offers the wizard and shows the rest disabled, saying why', () => {
    const nav = renderSidebar('/onboarding', { onboarding: false });
    expect(linkTexts(nav)).toEqual([
      'Home',
      'Onboarding Wizard',
      'Knowledgebase',
      'Bot Setup & Deploy',
      'Conversations & Analytics',
      'Users',
      'Submitted Forms',
      'Settings',
      'Billing',
      'Help',
    ]);
    const wizard = nav.getByRole('link', { name: 'Onboarding Wizard' });
    expect(wizard).toHaveAttribute('href', '/onboarding');
    expect(wizard).toHaveAttribute('aria-current', 'page');
    expect(wizard).not.toHaveAttribute('aria-disabled');
    for (const name of ['Home', 'Knowledgebase', 'Users', 'Settings', 'Help']) {
      const entry = nav.getByRole('link', { name });
      expect(entry).toHaveAttribute('aria-disabled', 'true');
      expect(entry).toHaveAttribute('title', 'Finish onboarding first');
      expect(entry).not.toHaveAttribute('href');
    }
    expect(screen.getByRole('link', { name: 'Concierge home' })).toHaveAttribute(
      'href',
      '/onboarding',
    );
  });

  it('marks the current entry, and only it, as the current page', () => {
    const nav = renderSidebar('/users/abc123');
    expect(nav.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(
      nav.getAllByRole('link').filter((link) => link.hasAttribute('aria-current')),
    ).toHaveLength(1);
  });

  it('hides Platform Admin from owners and admins', () => {
    const nav = renderSidebar('/', { role: 'admin' });
    expect(nav.queryByText('Platform Admin')).not.toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Operator Console' })).not.toBeInTheDocument();
  });

  it('offers the operator, who has no organization, only the Operator Console', () => {
    const nav = renderSidebar('/operator', { role: 'operator' });
    expect(nav.getByText('Platform Admin')).toBeInTheDocument();
    expect(linkTexts(nav)).toEqual(['Operator Console']);
    const consoleLink = nav.getByRole('link', { name: 'Operator Console' });
    expect(consoleLink).toHaveAttribute('href', '/operator');
    expect(consoleLink).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Concierge home' })).toHaveAttribute(
      'href',
      '/operator',
    );
  });
});
