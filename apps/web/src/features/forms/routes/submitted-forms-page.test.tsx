import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SubmittedForm } from '@concierge/shared';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch, type StubbedAnswer } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render-with-providers';
import { formsPageFixture, sessionChatsFixture, submittedFormFixture } from '../test/form-fixtures';
import { SubmittedFormsPage } from './submitted-forms-page';

const LIST = 'GET /api/user/get_submitted_forms';
const appointment = submittedFormFixture();
const complaint = submittedFormFixture({
  id: 'form-2',
  form_id: 'CMP-2002',
  session_id: 'zzzz9999yyyy',
  category: 'Complaints/Feedback',
  form_data: { message: 'Late sample pickup' },
  status: 'True',
});

function renderPage(
  forms: SubmittedForm[] = [appointment, complaint],
  extra: Record<string, StubbedAnswer | (() => StubbedAnswer)> = {},
) {
  const fetchMock = stubFetch({ [LIST]: { data: formsPageFixture(forms) }, ...extra });
  renderWithProviders(<SubmittedFormsPage />, { path: '/submitted-forms' });
  return fetchMock;
}

async function openDetails(user: ReturnType<typeof userEvent.setup>, name: RegExp) {
  await user.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog', { name: 'Form Details' });
}

describe('SubmittedFormsPage', () => {
  it('lists the forms with category badge, submitter, date and status', async () => {
    renderPage();

    expect(screen.getByRole('heading', { name: 'Submitted Forms' })).toBeInTheDocument();
    expect(screen.getByText('View and manage all forms submitted by users')).toBeVisible();
    expect(screen.getAllByTestId('form-skeleton-row')).toHaveLength(10);

    const row = (await screen.findByText('Jane Doe')).closest('tr');
    if (!row) throw new Error('row missing');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Category',
      'User',
      'Submitted At',
      'Status',
      'Actions',
    ]);
    const cells = within(row).getAllByRole('cell');
    expect(within(cells[0] as HTMLElement).getByText('Appointments')).toHaveClass('bg-blue-100');
    expect(cells[1]).toHaveTextContent('JDJane Doejane@example.com');
    expect(cells[2]).toHaveTextContent('Mar 4, 2024, 4:05 PM');
    expect(cells[3]).toHaveTextContent('Open');

    const other = screen.getByText('Complaints/Feedback').closest('tr');
    if (!other) throw new Error('row missing');
    expect(screen.getByText('Complaints/Feedback')).toHaveClass('bg-red-100');
    expect(within(other).getAllByText('N/A')).toHaveLength(2);
    expect(other).toHaveTextContent('Processed');
    expect(screen.getByRole('navigation', { name: 'Submitted forms pages' })).toHaveTextContent(
      'Showing 1 to 2 of 2 results',
    );
  });

  it('filters the loaded page only, without asking the server', async () => {
    const user = userEvent.setup();
    const fetchMock = renderPage();
    await screen.findByText('Jane Doe');
    const search = screen.getByRole('searchbox', { name: 'Search forms' });
    expect(search).toHaveAttribute(
      'placeholder',
      'Search forms by category, form ID, or content...',
    );

    await user.type(search, 'LATE sample');
    expect(screen.queryByText('Jane Doe')).not.toBeInTheDocument();
    expect(screen.getByText('Complaints/Feedback')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'apt-1001');
    expect(screen.getByText('Jane Doe')).toBeInTheDocument();
    expect(screen.queryByText('Complaints/Feedback')).not.toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'no such form');
    expect(screen.getByText('No matching forms')).toBeInTheDocument();
    const listCalls = fetchMock.mock.calls.filter(([url]) => String(url).includes('get_submitted'));
    expect(listCalls).toHaveLength(1);
  });

  it('shows the form in a drawer with readable field names and JSON objects', async () => {
    const user = userEvent.setup();
    renderPage();
    const drawer = await openDetails(user, /View Details of Appointments form/);

    expect(within(drawer).getByText('Appointments')).toHaveClass('bg-blue-100');
    expect(drawer).toHaveTextContent('Submitted AtMar 4, 2024, 4:05 PM');
    expect(within(drawer).getByText('Submitted Data')).toBeInTheDocument();
    const terms = within(drawer)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual(
      expect.arrayContaining(['Full Name', 'Email', 'Preferred Date', 'Test Details']),
    );
    expect(within(drawer).getByText(/"fasting": true/).tagName).toBe('PRE');
    expect(within(drawer).getByText(/"fasting": true/).textContent).toBe(
      '{\n  "test": "CBC",\n  "fasting": true\n}',
    );
    expect(within(drawer).getByRole('button', { name: 'Confirm Appointment' })).toBeVisible();
    expect(within(drawer).getByRole('button', { name: 'Cancel' })).toBeVisible();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers Process unless processed and Cancel unless cancelled', async () => {
    const user = userEvent.setup();
    const cancelled = submittedFormFixture({
      id: 'form-3',
      category: 'Test Report',
      form_data: { full_name: 'Ann Lee' },
      status: 'False',
    });
    renderPage([complaint, cancelled]);

    let drawer = await openDetails(user, /View Details of Complaints\/Feedback form/);
    expect(within(drawer).queryByRole('button', { name: 'Submit Complaint' })).toBeNull();
    expect(within(drawer).getByRole('button', { name: 'Cancel' })).toBeVisible();
    await user.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    drawer = await openDetails(user, /View Details of Test Report form/);
    expect(within(drawer).getByRole('button', { name: 'Request Report' })).toBeVisible();
    expect(within(drawer).queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  it('processes a form after confirmation, closes everything and reloads the same page', async () => {
    const user = userEvent.setup();
    sessionStorage.setItem('formsPage', '2');
    let puts = 0;
    const fetchMock = stubFetch({
      [LIST]: () => ({
        data: formsPageFixture([puts ? { ...appointment, status: 'True' } : appointment], {
          total_pages: 2,
          total_forms: 11,
        }),
      }),
      'PUT /api/user/update_form_status/form-1': () => {
        puts += 1;
        return { message: 'Form processed successfully!' };
      },
    });
    renderWithProviders(<SubmittedFormsPage />, { path: '/submitted-forms' });
    const drawer = await openDetails(user, /View Details of Appointments form/);

    await user.click(within(drawer).getByRole('button', { name: 'Confirm Appointment' }));
    const modal = await screen.findByRole('dialog', { name: 'Confirm Action' });
    expect(modal).toHaveTextContent('Are you sure you want to process this form?');
    expect(modal).toHaveTextContent('This action will update the form status to True.');
    expect(within(modal).getByRole('button', { name: 'Cancel' })).toBeVisible();
    await user.click(within(modal).getByRole('button', { name: 'Process Form' }));

    expect(await screen.findByText('Form processed successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ status: 'True' });
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/user/get_submitted')),
      ).toHaveLength(2),
    );
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toBe(
      '/api/user/get_submitted_forms?page=2&limit=10',
    );
    expect(await screen.findByText('Processed')).toBeInTheDocument();
  });

  it('cancels a form with the Cancel Form confirmation', async () => {
    const user = userEvent.setup();
    const fetchMock = renderPage([appointment], {
      'PUT /api/user/update_form_status/form-1': { message: 'Form cancelled successfully!' },
    });
    const drawer = await openDetails(user, /View Details of Appointments form/);

    await user.click(within(drawer).getByRole('button', { name: 'Cancel' }));
    const modal = await screen.findByRole('dialog', { name: 'Confirm Action' });
    expect(modal).toHaveTextContent('Are you sure you want to cancel this form?');
    expect(modal).toHaveTextContent('This action will update the form status to False.');
    await user.click(within(modal).getByRole('button', { name: 'Cancel Form' }));

    expect(await screen.findByText('Form cancelled successfully!')).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ status: 'False' });
  });

  it('keeps the modal open and says so when the update fails', async () => {
    const user = userEvent.setup();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage([appointment], {
      'PUT /api/user/update_form_status/form-1': { status: 500, message: 'Boom' },
    });
    const drawer = await openDetails(user, /View Details of Appointments form/);
    await user.click(within(drawer).getByRole('button', { name: 'Confirm Appointment' }));
    const modal = await screen.findByRole('dialog', { name: 'Confirm Action' });
    await user.click(within(modal).getByRole('button', { name: 'Process Form' }));

    expect(
      await screen.findByText('Failed to update form status. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Confirm Action' })).toBeVisible();
    expect(within(modal).getByRole('button', { name: 'Process Form' })).toBeEnabled();
    // The drawer stays open underneath.
    expect(screen.getByText('Form Details').closest('[role="dialog"]')).toHaveAttribute(
      'data-state',
      'open',
    );
    consoleError.mockRestore();
  });

  it('shows the chat of the form with the visitor on the right', async () => {
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const fetchMock = renderPage([appointment], {
      'GET /api/user/get_session_chats/abcd1234efgh5678': { data: sessionChatsFixture },
    });
    const realFetch = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).includes('get_session_chats')) await gate;
      if (!realFetch) throw new Error('no stub');
      return realFetch(input, init);
    });
    const drawer = await openDetails(user, /View Details of Appointments form/);

    await user.click(within(drawer).getByRole('button', { name: 'View Chat' }));
    expect(within(drawer).getByRole('button', { name: 'Loading...' })).toBeDisabled();
    release();

    const chat = await screen.findByRole('dialog', { name: 'Chat History' });
    expect(chat).toHaveTextContent('Session abcd1234');
    expect(chat).not.toHaveTextContent('Session abcd1234e');
    const user_ = within(chat).getByText('Book a blood test').closest('[data-author]');
    expect(user_).toHaveAttribute('data-author', 'user');
    expect(user_).toHaveClass('justify-end');
    const reply = within(chat).getByText('Book an Appointment').closest('[data-author]');
    expect(reply).toHaveAttribute('data-author', 'assistant');
    expect(reply).toHaveTextContent('Category: Appointments');
    expect(reply).toHaveTextContent('Full Name *');
    expect(reply).toHaveTextContent('Button: Book now (primary)');
  });

  it('only logs a chat that does not load', async () => {
    const user = userEvent.setup();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage([appointment], {
      'GET /api/user/get_session_chats/abcd1234efgh5678': { status: 500, message: 'Boom' },
    });
    const drawer = await openDetails(user, /View Details of Appointments form/);
    await user.click(within(drawer).getByRole('button', { name: 'View Chat' }));

    await waitFor(() => expect(consoleError).toHaveBeenCalled());
    expect(await within(drawer).findByRole('button', { name: 'View Chat' })).toBeEnabled();
    expect(screen.queryByRole('dialog', { name: 'Chat History' })).toBeNull();
    expect(screen.queryByText('Boom')).toBeNull();
    consoleError.mockRestore();
  });

  it('restores the page from session storage', async () => {
    sessionStorage.setItem('formsPage', '3');
    const fetchMock = stubFetch({
      [LIST]: { data: formsPageFixture([appointment], { total_pages: 3, total_forms: 21 }) },
    });
    renderWithProviders(<SubmittedFormsPage />, { path: '/submitted-forms' });

    const nav = await screen.findByRole('navigation', { name: 'Submitted forms pages' });
    expect(nav).toHaveTextContent('Showing 21 to 21 of 21 results');
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      '/api/user/get_submitted_forms?page=3&limit=10',
    );
  });

  it('shows an empty list on one page when the load fails, with no message', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch({ [LIST]: { status: 500, message: 'Boom' } });
    renderWithProviders(<SubmittedFormsPage />, { path: '/submitted-forms' });

    expect(await screen.findByText('No forms submitted yet')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Submitted forms pages' })).toHaveTextContent(
      'Showing 0 to 0 of 0 results',
    );
    expect(screen.queryByText('Boom')).toBeNull();
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });
});

describe('SubmittedFormsPage export', () => {
  it('downloads the CSV with the bearer call', async () => {
    const user = userEvent.setup();
    // The test DOM makes no real blob URLs, and a download must not navigate it.
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    const createObjectURL = vi.fn(() => 'blob:forms');
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    const fetchMock = renderPage([appointment], {
      'GET /api/user/get_submitted_forms/export': { data: 'csv' },
    });
    await screen.findByText('Jane Doe');

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(
      fetchMock.mock.calls.some(([url]) => String(url) === '/api/user/get_submitted_forms/export'),
    ).toBe(true);
    expect(createObjectURL).toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 0));
    click.mockRestore();
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
  });
});
