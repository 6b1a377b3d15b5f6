import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useLocation } from 'react-router';
import { stubFetch, type StubbedAnswer } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render-with-providers';
import { formsPageFixture, submittedFormFixture } from '../test/form-fixtures';
import { SubmittedFormsPage } from './submitted-forms-page';

const LIST = 'GET /api/user/get_submitted_forms';
const onPage = submittedFormFixture();
const older = submittedFormFixture({
  id: 'form-9',
  category: 'Test Report',
  form_data: { full_name: 'Ann Lee' },
});

function AddressProbe() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname + location.search}</output>;
}

function renderAt(search: string, extra: Record<string, StubbedAnswer> = {}) {
  const fetchMock = stubFetch({ [LIST]: { data: formsPageFixture([onPage]) }, ...extra });
  renderWithProviders(
    <>
      <SubmittedFormsPage />
      <AddressProbe />
    </>,
    { path: '/submitted-forms', search },
  );
  return fetchMock;
}

// Not by role: a modal drawer hides the rest of the page from the accessibility tree.
const address = () => screen.getByTestId('address');
const oneFormCalls = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/user/get_submitted_forms/'));

describe('SubmittedFormsPage: a link to one form', () => {
  it('opens the form the address names, and closing it takes the name out of the address', async () => {
    const user = userEvent.setup();
    const fetchMock = renderAt('?form=form-1');

    const drawer = await screen.findByRole('dialog', { name: 'Form Details' });
    expect(drawer).toHaveTextContent('Jane Doe');
    expect(oneFormCalls(fetchMock)).toHaveLength(0);

    await user.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(address()).toHaveTextContent(/^\/submitted-forms$/));
  });

  it('fetches a form that is not on the page in view by its id', async () => {
    const fetchMock = renderAt('?form=form-9', {
      'GET /api/user/get_submitted_forms/form-9': { data: older },
    });

    const drawer = await screen.findByRole('dialog', { name: 'Form Details' });
    expect(drawer).toHaveTextContent('Ann Lee');
    expect(within(drawer).getByRole('button', { name: 'Request Report' })).toBeVisible();
    expect(oneFormCalls(fetchMock)).toHaveLength(1);
  });

  it('says so when the linked form does not exist, and opens nothing', async () => {
    renderAt('?form=gone', {
      'GET /api/user/get_submitted_forms/gone': { status: 404, message: 'Form not found' },
    });

    expect(await screen.findByText('Form not found')).toBeInTheDocument();
    await waitFor(() => expect(address()).toHaveTextContent(/^\/submitted-forms$/));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('puts the form a person opens in the address, so the link can be shared', async () => {
    const user = userEvent.setup();
    renderAt('');
    await user.click(await screen.findByRole('button', { name: /View Details of Appointments/ }));
    await screen.findByRole('dialog', { name: 'Form Details' });
    await waitFor(() => expect(address()).toHaveTextContent('/submitted-forms?form=form-1'));
  });
});
