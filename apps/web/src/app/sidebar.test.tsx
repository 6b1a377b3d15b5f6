import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { storeSession } from '@/lib/auth-storage';
import { sessionFixture } from '@/test/session-fixture';
import { isNavItemActive } from './nav-items';
import { Sidebar } from './sidebar';

function renderSidebar(path: string, role: 'owner' | 'admin' | 'operator' = 'owner') {
  storeSession(sessionFixture({ role }));
  render(
    <MemoryRouter initialEntries={[path]}>
      <Sidebar />
    </MemoryRouter>,
  );
  return within(screen.getByRole('navigation', { name: 'Main navigation' }));
}

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
  it('lists the entries in SPEC order with the logo and product name', () => {
    const nav = renderSidebar('/');
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
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
    expect(screen.getByText('Concierge')).toBeInTheDocument();
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
    const nav = renderSidebar('/', 'admin');
    expect(nav.queryByText('Platform Admin')).not.toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Operator Console' })).not.toBeInTheDocument();
  });

  it('shows Platform Admin with the Operator Console to operators', () => {
    const nav = renderSidebar('/operator', 'operator');
    expect(nav.getByText('Platform Admin')).toBeInTheDocument();
    expect(nav.getByRole('link', { name: 'Operator Console' })).toHaveAttribute(
      'href',
      '/operator',
    );
    expect(nav.getByRole('link', { name: 'Operator Console' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
