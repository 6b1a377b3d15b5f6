import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatDate } from '@/lib/format-date';
import { stubFetch } from '@/test/fetch-stub';
import { renderAtRoute } from '../test/render-at-route';
import { appUserFixture, chatSessionFixture, userChatsFixture } from '../test/user-fixtures';
import { UserDetailsPage } from './user-details-page';

const jane = appUserFixture();
const chatsPath = `GET /api/user/get_user_chats/${jane._id}`;
const userPath = `GET /api/user/get_users/${jane._id}`;

function renderDetails(userId = jane._id) {
  return renderAtRoute(<UserDetailsPage />, {
    route: '/users/:userId',
    url: `/users/${userId}`,
    otherPaths: ['/users'],
  });
}

describe('UserDetailsPage', () => {
  it('says the user is not found when the server does not know it, and goes back to the list', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch({ [userPath]: { status: 404, message: 'User not found' } });
    renderDetails();

    expect(await screen.findByText('User data not found')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Back to Users' }));
    expect(await screen.findByText('Landed on /users')).toBeInTheDocument();
  });

  it('loads the user from the server when this tab has none stored (a link in a new tab)', async () => {
    const fetchMock = stubFetch({
      [userPath]: { data: jane },
      [chatsPath]: { data: userChatsFixture([]) },
    });
    renderDetails();

    expect(screen.getByText('Loading user')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'User Details' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'User Information' })).toHaveTextContent(
      jane.email ?? '',
    );
    expect(screen.queryByText('User data not found')).toBeNull();
    expect(JSON.parse(sessionStorage.getItem('selectedUser') ?? '{}')).toEqual(jane);
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      `/api/user/get_users/${jane._id}`,
    );
  });

  it('asks the server when the stored user is another one', async () => {
    sessionStorage.setItem('selectedUser', JSON.stringify(appUserFixture({ _id: 'other-id' })));
    stubFetch({ [userPath]: { status: 404, message: 'User not found' } });
    renderDetails();
    expect(await screen.findByText('User data not found')).toBeInTheDocument();
  });

  it('offers a retry, not "not found", when the user could not be loaded', async () => {
    const user = userEvent.setup();
    let fail = true;
    stubFetch({
      [userPath]: () => (fail ? { status: 503, message: 'Service unavailable' } : { data: jane }),
      [chatsPath]: { data: userChatsFixture([]) },
    });
    renderDetails();

    // A 5xx is retried twice (after 1 s and 2 s) before the page gives up.
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('Service unavailable');
    expect(screen.queryByText('User data not found')).toBeNull();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'User Details' })).toBeVisible();
  });

  it('shows the header and the user information', async () => {
    sessionStorage.setItem(
      'selectedUser',
      JSON.stringify({ ...jane, email: null, phonenumber: null, disabled: true }),
    );
    stubFetch({ [chatsPath]: { data: userChatsFixture([]) } });
    renderDetails();

    expect(screen.getByRole('heading', { level: 1, name: 'User Details' })).toBeInTheDocument();
    expect(screen.getByText('No email')).toBeInTheDocument();
    const info = screen.getByRole('region', { name: 'User Information' });
    const fields = Object.fromEntries(
      within(info)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(fields).toEqual({
      Username: 'Jane Doe',
      Email: 'N/A',
      'Phone Number': 'N/A',
      Status: 'Disabled',
      'Agreed Terms': 'Yes',
      'Created At': 'Jan 5, 2024, 10:30 AM',
      'Session ID': jane.session,
    });
    expect(await screen.findByText('No chat history found for this user.')).toBeInTheDocument();
    expect(screen.getByText('Total: 0 session(s)')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Chat session pages' })).toBeNull();
  });

  it('numbers sessions across pages and opens each page on its first session', async () => {
    const user = userEvent.setup();
    sessionStorage.setItem('selectedUser', JSON.stringify(jane));
    const firstPage = Array.from({ length: 10 }, (_, index) => chatSessionFixture(index + 1));
    const secondPage = [chatSessionFixture(11), chatSessionFixture(12)];
    const fetchMock = stubFetch({
      [chatsPath]: () => {
        const url = String(fetchMock.mock.calls.at(-1)?.[0]);
        const page2 = url.includes('page=2');
        return {
          data: userChatsFixture(page2 ? secondPage : firstPage, {
            total_pages: 2,
            total_sessions: 12,
          }),
        };
      },
    });
    renderDetails();

    expect(await screen.findByText('Total: 12 session(s)')).toBeInTheDocument();
    expect(screen.getAllByRole('tab')).toHaveLength(10);
    expect(screen.getByRole('tab', { name: /^Session 1\b/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.click(screen.getByRole('tab', { name: /^Session 3\b/ }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Question 3');

    const pager = screen.getByRole('navigation', { name: 'Chat session pages' });
    expect(pager).toHaveTextContent('Page 1 of 2');
    await user.click(within(pager).getByRole('button', { name: 'Page 2' }));

    expect(await screen.findByRole('tab', { name: /^Session 11\b/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: /^Session 12\b/ })).toHaveTextContent(
      formatDate(secondPage[1]?.last_updated),
    );
    expect(screen.getAllByRole('tab')).toHaveLength(2);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Question 11');
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toBe(
      `/api/user/get_user_chats/${jane._id}?page=2&limit=10`,
    );
  });

  it('shows each turn with its time, and a form reply with starred fields and category', async () => {
    sessionStorage.setItem('selectedUser', JSON.stringify(jane));
    const session = chatSessionFixture(1, {
      chat_history: [
        {
          _id: 't1',
          user: 'I want to book an appointment',
          assistant: {
            action: 'show_form',
            category: 'Appointments',
            formConfig: {
              title: 'Book an Appointment',
              fields: [
                { label: 'Full Name', required: true },
                { label: 'Notes', required: false },
              ],
              submitButton: { text: 'Book', style: 'primary' },
            },
          },
          date_time: '2024-03-04T16:05:00',
          confidence: 1,
          feedback: null,
        },
        {
          _id: 't2',
          user: 'Call me',
          assistant: { action: 'handoff', category: 'General Inquiry' },
          date_time: '2024-03-04T16:06:00',
          confidence: 1,
          feedback: null,
        },
      ],
    });
    stubFetch({ [chatsPath]: { data: userChatsFixture([session]) } });
    renderDetails();

    const panel = await screen.findByRole('tabpanel');
    const turns = [...within(panel).getByRole('list', { name: 'Messages' }).children];
    expect(turns).toHaveLength(2);
    expect(turns[0]).toHaveTextContent('I want to book an appointment');
    expect(within(turns[0] as HTMLElement).getAllByText('Mar 4, 2024, 4:05 PM')).toHaveLength(2);
    expect(turns[0]).toHaveTextContent('Book an Appointment');
    expect(turns[0]).toHaveTextContent('Full Name *');
    expect(turns[0]).toHaveTextContent('Category: Appointments');
    expect(within(turns[0] as HTMLElement).getByText('Notes')).toBeInTheDocument();
    expect(turns[1]).toHaveTextContent('Action: handoff');
    expect(turns[1]).toHaveTextContent('Category: General Inquiry');
    expect(screen.queryByRole('navigation', { name: 'Chat session pages' })).toBeNull();
  });

  it('lets a keyboard reach the messages list, which scrolls past 600 px', async () => {
    sessionStorage.setItem('selectedUser', JSON.stringify(jane));
    stubFetch({ [chatsPath]: { data: userChatsFixture([chatSessionFixture(1)]) } });
    const user = userEvent.setup();
    renderDetails();

    const list = await screen.findByRole('list', { name: 'Messages' });
    for (let presses = 0; presses < 10 && document.activeElement !== list; presses += 1) {
      await user.tab();
    }
    expect(list).toHaveFocus();
  });

  it('says "Failed to load chat history" when the sessions do not load', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    sessionStorage.setItem('selectedUser', JSON.stringify(jane));
    stubFetch({ [chatsPath]: { status: 500, message: 'Internal server error' } });
    renderDetails();

    expect(await screen.findByText('Failed to load chat history')).toBeInTheDocument();
    expect(screen.getByText('No chat history found for this user.')).toBeInTheDocument();
    consoleError.mockRestore();
  });
});
