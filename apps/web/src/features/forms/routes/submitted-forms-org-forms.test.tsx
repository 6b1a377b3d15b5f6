import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormDefinition, SubmittedForm } from '@concierge/shared';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/test/fetch-stub';
import { labDefinitions, softwareDefinitions } from '@/test/form-definition-fixtures';
import { renderWithProviders } from '@/test/render-with-providers';
import { formsPageFixture, submittedFormFixture } from '../test/form-fixtures';
import { SubmittedFormsPage } from './submitted-forms-page';

const demo = submittedFormFixture({
  id: 'form-7',
  form_id: 'DEM-7',
  category: 'Demo Request',
  form_key: 'demo_request',
  form_data: {
    full_name: 'Ada Byte',
    email: 'ada@example.com',
    newsletter: true,
    retired_question: 'Kept anyway',
  },
});
const ticket = submittedFormFixture({
  id: 'form-8',
  category: 'Support Ticket',
  form_key: 'support_ticket',
  form_data: { full_name: 'Bo Stack' },
});

function renderPage(forms: SubmittedForm[], definitions: FormDefinition[]) {
  stubFetch({
    'GET /api/user/get_submitted_forms': { data: formsPageFixture(forms) },
    'GET /api/auth/form-definitions': { data: definitions },
  });
  renderWithProviders(<SubmittedFormsPage />, { path: '/submitted-forms' });
}

async function openDetails(name: RegExp) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog', { name: 'Form Details' });
}

describe("SubmittedFormsPage with the organization's own forms", () => {
  it('shows each category in the colour its form gives', async () => {
    renderPage([demo, ticket], softwareDefinitions);

    const badge = await screen.findByText('Demo Request');
    expect(badge).toHaveAttribute('data-color', 'blue');
    expect(await screen.findByText('Support Ticket')).toHaveClass('bg-orange-100');
  });

  it("offers the form's action label and its answers under today's labels", async () => {
    const renamed = softwareDefinitions.map((form) =>
      form.key === 'demo_request'
        ? {
            ...form,
            category: 'Product Demo',
            fields: form.fields.map((field) =>
              field.key === 'email' ? { ...field, label: 'Business Email' } : field,
            ),
          }
        : form,
    );
    renderPage([demo], renamed);

    const drawer = await openDetails(/View Details of Demo Request form/);
    expect(await within(drawer).findByRole('button', { name: 'Schedule Demo' })).toBeVisible();
    const answers = within(drawer)
      .getAllByRole('term')
      .slice(3)
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(answers).toEqual([
      'Full Name: Ada Byte',
      'Business Email: ada@example.com',
      'Send me product news: Yes',
      'Retired Question: Kept anyway',
    ]);
  });

  it("keeps SPEC's looks for the lab's forms", async () => {
    renderPage(
      [submittedFormFixture({ category: 'Test Report', form_key: 'test_report' })],
      labDefinitions,
    );

    expect(await screen.findByText('Test Report')).toHaveClass('bg-yellow-100');
    const drawer = await openDetails(/View Details of Test Report form/);
    expect(within(drawer).getByRole('button', { name: 'Request Report' })).toBeVisible();
  });
});
