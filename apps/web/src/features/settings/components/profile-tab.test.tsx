import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loadSonner } from '@/lib/toast';
import { stubFetch } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render-with-providers';
import { ProfileTab } from './profile-tab';

const info = {
  email: 'ada@example.com',
  full_name: 'Ada Lovelace',
  phone_number: '',
  timezone: 'America/New_York',
  organization_name: 'Lab One',
  website: '',
};

describe('ProfileTab', () => {
  it('loads the profile and saves personal information as multipart form data', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch({
      'GET /api/auth/user-info': { data: info },
      'PUT /api/auth/user-info': {
        message: 'Personal information updated successfully!',
        data: { ...info, full_name: 'Ada King', timezone: 'Asia/Karachi' },
      },
    });
    renderWithProviders(<ProfileTab />);

    expect(await screen.findByLabelText('Full Name')).toHaveValue('Ada Lovelace');
    expect(screen.getAllByLabelText('Email')[0]).toHaveAttribute('readonly');
    expect(
      Array.from((screen.getByLabelText('Timezone') as HTMLSelectElement).options, (o) => o.value),
    ).toEqual([
      'America/Los_Angeles',
      'America/New_York',
      'America/Chicago',
      'America/Denver',
      'Asia/Karachi',
    ]);

    await user.clear(screen.getByLabelText('Full Name'));
    await user.type(screen.getByLabelText('Full Name'), 'Ada King');
    await user.selectOptions(screen.getByLabelText('Timezone'), 'Asia/Karachi');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Personal information updated successfully!',
    );
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    const body = put?.[1]?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(Object.fromEntries(body.entries())).toEqual({
      full_name: 'Ada King',
      phone_number: '',
      timezone: 'Asia/Karachi',
    });
  });

  it('shows the fallback in the page, and only there, when the organization update fails without a message', async () => {
    const user = userEvent.setup();
    stubFetch({
      'GET /api/auth/user-info': { data: info },
      'PUT /api/auth/organization-info': { status: 500 },
    });
    renderWithProviders(<ProfileTab />);
    await user.click(await screen.findByRole('button', { name: 'Save Organization' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to update organization settings',
    );
    // A toast raised for the failure would be showing once sonner has loaded.
    await act(() => loadSonner());
    expect(screen.getAllByText('Failed to update organization settings')).toHaveLength(1);
  });
});
