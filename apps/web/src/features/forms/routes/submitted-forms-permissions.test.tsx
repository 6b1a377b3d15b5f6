import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render-with-providers';
import { signInAs } from '@/test/sign-in-as';
import { formsPageFixture, submittedFormFixture } from '../test/form-fixtures';
import { SubmittedFormsPage } from './submitted-forms-page';

async function openDetailsAs(role: Parameters<typeof signInAs>[0]) {
  const user = userEvent.setup();
  stubFetch({
    ...signInAs(role),
    'GET /api/user/get_submitted_forms': { data: formsPageFixture([submittedFormFixture()]) },
  });
  renderWithProviders(<SubmittedFormsPage />, { path: '/submitted-forms' });
  await user.click(
    await screen.findByRole('button', { name: /View Details of Appointments form/ }),
  );
  return screen.findByRole('dialog', { name: 'Form Details' });
}

describe('Form Details by role', () => {
  it('gives a viewer no Process or Cancel button', async () => {
    const drawer = await openDetailsAs('viewer');
    expect(within(drawer).getByRole('button', { name: 'View Chat' })).toBeVisible();
    await waitFor(() =>
      expect(
        within(drawer).queryByRole('button', { name: 'Confirm Appointment' }),
      ).not.toBeInTheDocument(),
    );
    expect(within(drawer).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it('lets an editor process the form', async () => {
    const drawer = await openDetailsAs('editor');
    expect(within(drawer).getByRole('button', { name: 'Confirm Appointment' })).toBeVisible();
  });
});
