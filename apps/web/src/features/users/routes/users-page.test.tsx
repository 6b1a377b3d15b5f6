import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatDate } from '@/lib/format-date';
import { stubFetch } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render-with-providers';
import { appUserFixture, usersPageFixture } from '../test/user-fixtures';
import { UsersPage } from './users-page';

const jane = appUserFixture();
const sam = appUserFixture({
  _id: '6650c0ffee0000000000c3d4',
  username: 'sam',
  email: null,
  phonenumber: null,
  disabled: true,
  agreed_terms: false,
  user_chat_count: 0,
});

function requestedUrls(fetchMock: ReturnType<typeof stubFetch>): string[] {
  return fetchMock.mock.calls.map(([url]) => String(url));
}

describe('UsersPage', () => {
  it('lists users with their contact, status, terms, chats and creation date', async () => {
    stubFetch({ 'GET /api/user/get_users': { data: usersPageFixture([jane, sam]) } });
    renderWithProviders(<UsersPage />, { path: '/users' });

    expect(screen.getByRole('heading', { name: 'Users Management' })).toBeInTheDocument();
    expect(screen.getByText('Manage and view user information and chat history')).toBeVisible();
    expect(screen.getByPlaceholderText('Search users by name, email, or phone...')).toBeVisible();
    expect(screen.getAllByTestId('user-skeleton-row')).toHaveLength(10);

    const janeRow = (await screen.findByText('Jane Doe')).closest('tr');
    const samRow = screen.getByText('sam').closest('tr');
    if (!janeRow || !samRow) throw new Error('rows missing');

    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'User',
      'Contact',
      'Status',
      'Terms',
      'Chats',
      'Created',
      'Actions',
    ]);
    const janeCells = within(janeRow).getAllByRole('cell');
    expect(janeCells[0]).toHaveTextContent('JDJane DoeID: 0000a1b2');
    expect(janeCells[1]).toHaveTextContent('jane@example.com+1 555 0100');
    expect(janeCells[2]).toHaveTextContent('Active');
    expect(janeCells[3]).toHaveTextContent('Yes');
    expect(janeCells[4]).toHaveTextContent('4');
    expect(janeCells[5]).toHaveTextContent(formatDate(jane.created_at));
    expect(formatDate(jane.created_at)).toBe('Jan 5, 2024, 10:30 AM');

    const samCells = within(samRow).getAllByRole('cell');
    expect(samCells[0]).toHaveTextContent('ID: 0000c3d4');
    expect(samCells[1]).toHaveTextContent('N/AN/A');
    expect(within(samCells[2] as HTMLElement).getByText('Disabled')).toHaveClass('text-red-700');
    expect(within(janeCells[2] as HTMLElement).getByText('Active')).toHaveClass('text-emerald-700');
    expect(samCells[3]).toHaveTextContent('No');
    expect(samCells[4]).toHaveTextContent('0');

    const nav = screen.getByRole('navigation', { name: 'Users pages' });
    expect(nav).toHaveTextContent('Showing 1 to 2 of 2 results');
  });

  it('searches every user on the server after a pause, starting at page 1', async () => {
    const user = userEvent.setup();
    sessionStorage.setItem('usersPage', '3');
    const fetchMock = stubFetch({
      'GET /api/user/get_users': () => ({
        data: usersPageFixture([jane], { total_pages: 5, total_users: 45 }),
      }),
    });
    renderWithProviders(<UsersPage />, { path: '/users' });
    await screen.findByText('Jane Doe');

    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'jane');
    await vi.waitFor(() =>
      expect(requestedUrls(fetchMock)).toContain('/api/user/get_users?page=1&limit=10&search=jane'),
    );
    expect(requestedUrls(fetchMock).filter((url) => url.includes('search='))).toEqual([
      '/api/user/get_users?page=1&limit=10&search=jane',
    ]);
    expect(requestedUrls(fetchMock)[0]).toBe('/api/user/get_users?page=3&limit=10');
  });

  it('tells a search without matches from an empty list', async () => {
    const user = userEvent.setup();
    stubFetch({ 'GET /api/user/get_users': { data: usersPageFixture([]) } });
    renderWithProviders(<UsersPage />, { path: '/users' });
    expect(await screen.findByText('No users yet')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'zed');
    expect(await screen.findByText('No users found')).toBeInTheDocument();
  });

  it('View Details keeps the user and the page in session storage and opens the user', async () => {
    const user = userEvent.setup();
    sessionStorage.setItem('usersPage', '2');
    stubFetch({
      'GET /api/user/get_users': {
        data: usersPageFixture([jane], { total_pages: 2, total_users: 11 }),
      },
    });
    renderWithProviders(<UsersPage />, {
      path: '/users',
      otherPaths: [`/users/${jane._id}`],
    });

    await user.click(await screen.findByRole('button', { name: 'View Details of Jane Doe' }));

    expect(await screen.findByText(`Landed on /users/${jane._id}`)).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem('selectedUser') ?? 'null')).toEqual(jane);
    expect(sessionStorage.getItem('usersPage')).toBe('2');
  });

  it('restores the page from session storage and remembers a new one', async () => {
    const user = userEvent.setup();
    sessionStorage.setItem('usersPage', '2');
    const fetchMock = stubFetch({
      'GET /api/user/get_users': {
        data: usersPageFixture([jane, sam], { total_pages: 2, total_users: 12 }),
      },
    });
    renderWithProviders(<UsersPage />, { path: '/users' });

    const nav = await screen.findByRole('navigation', { name: 'Users pages' });
    expect(nav).toHaveTextContent('Showing 11 to 12 of 12 results');
    expect(within(nav).getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(requestedUrls(fetchMock)[0]).toBe('/api/user/get_users?page=2&limit=10');

    await user.click(within(nav).getByRole('button', { name: 'Previous' }));
    await vi.waitFor(() =>
      expect(requestedUrls(fetchMock)).toContain('/api/user/get_users?page=1&limit=10'),
    );
    expect(sessionStorage.getItem('usersPage')).toBe('1');
  });

  it('shows an empty list on one page when the load fails, without a toast', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch({ 'GET /api/user/get_users': { status: 400, message: 'Bad request' } });
    renderWithProviders(<UsersPage />, { path: '/users' });

    expect(await screen.findByText('No users yet')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Users pages' });
    expect(nav).toHaveTextContent('Showing 0 to 0 of 0 results');
    expect(within(nav).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(consoleError).toHaveBeenCalled();
    expect(screen.queryByText('Bad request')).not.toBeInTheDocument();
    consoleError.mockRestore();
  });
});
