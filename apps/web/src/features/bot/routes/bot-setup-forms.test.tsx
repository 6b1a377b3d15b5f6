/**
 * @vitest-environment jsdom
 * happy-dom reads a <select> that react-hook-form filled in as its first option, so the saved
 * forms would lose their field types; jsdom reads it as a browser does.
 */
import type { FormDefinition } from '@concierge/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch, type StubbedAnswer } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render-with-providers';
import { signInAs } from '@/test/sign-in-as';
import { formTemplates, savedBot, savedForms, sentJson } from '../test/bot-fixtures';
import { BotSetupPage } from './bot-setup-page';

const DEFINITIONS = '/api/auth/form-definitions';
const APPLY_TEMPLATE = '/api/auth/form-definitions/apply-template';

interface SentForms {
  forms: (Omit<FormDefinition, 'position'> & { position?: number })[];
}

/** The page over stubbed routes: the bot, its forms, the templates; `extra` adds or replaces. */
function renderPage(extra: Record<string, StubbedAnswer | (() => StubbedAnswer)> = {}) {
  const fetchMock = stubFetch({
    'GET /api/auth/chatbot-settings': { data: [savedBot] },
    [`GET ${DEFINITIONS}`]: { data: savedForms },
    'GET /api/auth/form-templates': { data: formTemplates },
    [`PUT ${DEFINITIONS}`]: { data: savedForms, message: 'Forms saved successfully!' },
    ...extra,
  });
  renderWithProviders(<BotSetupPage />, { path: '/bot' });
  return fetchMock;
}

async function openFormsTab(user: UserEvent) {
  await user.click(await screen.findByRole('tab', { name: 'Forms' }));
  return screen.findByRole('region', { name: 'Your forms' });
}

/** The last of the inputs with this label: the field added last. */
function lastByLabel(label: string): HTMLElement {
  const element = screen.getAllByLabelText(label).at(-1);
  if (!element) throw new Error(`No input labelled ${label}`);
  return element;
}

const sentForms = (fetchMock: ReturnType<typeof stubFetch>) =>
  sentJson(fetchMock.mock.calls, 'PUT', DEFINITIONS) as SentForms | undefined;

describe('Bot Setup → Forms', () => {
  it('lists the organization’s forms in order and edits the first', async () => {
    const user = userEvent.setup();
    renderPage();

    const list = await openFormsTab(user);
    const names = within(list).getAllByRole('button', { name: /^(Appointments|General Inquiry)$/ });
    expect(names.map((button) => button.textContent)).toEqual(['Appointments', 'General Inquiry']);
    expect(within(list).getByText('3 fields')).toBeInTheDocument();
    expect(within(list).getByText('2 fields · Off')).toBeInTheDocument();
    expect(within(list).getByRole('switch', { name: 'Offer Appointments' })).toBeChecked();
    expect(within(list).getByRole('switch', { name: 'Offer General Inquiry' })).not.toBeChecked();
    expect(screen.getByLabelText('Category name')).toHaveValue('Appointments');
    expect(screen.getByLabelText('Phrases that offer it')).toHaveValue('book\nappointment');
    expect(screen.getByRole('button', { name: 'Save Forms' })).toBeDisabled();

    await user.click(within(list).getByRole('button', { name: 'General Inquiry' }));
    expect(screen.getByLabelText('Title')).toHaveValue('Contact Us');
    expect(screen.getByLabelText('Submit button style')).toHaveValue('secondary');
  });

  it('saves a new field under a key from its label, and a renamed field under its old key', async () => {
    const user = userEvent.setup();
    const fetchMock = renderPage();
    await openFormsTab(user);

    const [fullName] = screen.getAllByLabelText('Label');
    if (!fullName) throw new Error('No field');
    expect(screen.getAllByText(/Renaming keeps earlier answers readable/)).toHaveLength(3);
    await user.clear(fullName);
    await user.type(fullName, 'Your name');
    await user.click(screen.getByRole('button', { name: 'Add field' }));
    const added = lastByLabel('Label');
    expect(added).toHaveFocus();
    await user.type(added, 'Preferred Time');
    await user.selectOptions(lastByLabel('Type'), 'Time slot');
    expect(screen.getByText('Answers will be stored as “preferred_time”.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Forms' }));

    expect(await screen.findByText('Forms saved successfully!')).toBeInTheDocument();
    const body = sentForms(fetchMock);
    expect(body?.forms.map((form) => form.key)).toEqual(['appointments', 'general_inquiry']);
    expect(body?.forms[0]).not.toHaveProperty('position');
    expect(body?.forms[0]?.fields).toEqual([
      { key: 'full_name', label: 'Your name', type: 'text', required: true },
      { key: 'email', label: 'Email', type: 'email', required: true },
      {
        key: 'test_service',
        label: 'Test / Service',
        type: 'select',
        required: true,
        options: ['Blood test', 'X-ray'],
      },
      { key: 'preferred_time', label: 'Preferred Time', type: 'time_slot', required: false },
    ]);
    expect(body?.forms[1]?.offeredBy).toEqual({ phrases: [] });
    expect(screen.getByRole('tab', { name: 'Deploy' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the shared message for a select without options, and saves nothing', async () => {
    const user = userEvent.setup();
    const fetchMock = renderPage();
    await openFormsTab(user);

    await user.click(screen.getByRole('button', { name: 'Add field' }));
    await user.type(lastByLabel('Label'), 'Plan');
    await user.selectOptions(lastByLabel('Type'), 'Select');
    await user.click(screen.getByRole('button', { name: 'Save Forms' }));

    expect(
      await screen.findByText("The select field 'Plan' needs at least one option"),
    ).toBeVisible();
    expect(screen.getAllByLabelText('Options').at(-1)).toHaveFocus();
    expect(sentForms(fetchMock)).toBeUndefined();
  });

  it('opens the form that needs a correction when another one is being edited', async () => {
    const user = userEvent.setup();
    const fetchMock = renderPage();
    const list = await openFormsTab(user);

    await user.clear(screen.getByLabelText('Title'));
    await user.click(within(list).getByRole('button', { name: 'General Inquiry' }));
    await user.click(screen.getByRole('button', { name: 'Save Forms' }));

    expect(await screen.findByText('A form’s title must be 1 to 80 characters')).toBeVisible();
    expect(screen.getByLabelText('Category name')).toHaveValue('Appointments');
    expect(screen.getByLabelText('Title')).toHaveFocus();
    expect(within(list).getByText(/Needs a correction/)).toBeInTheDocument();
    expect(sentForms(fetchMock)).toBeUndefined();
  });

  it('saves the forms in their new order', async () => {
    const user = userEvent.setup();
    const fetchMock = renderPage();
    const list = await openFormsTab(user);

    const moveUp = within(list).getByRole('button', { name: 'Move General Inquiry up' });
    await user.click(moveUp);
    const names = within(list).getAllByRole('button', { name: /^(Appointments|General Inquiry)$/ });
    expect(names.map((button) => button.textContent)).toEqual(['General Inquiry', 'Appointments']);
    // At the top it can only go down: focus stays on the form's own buttons.
    expect(within(list).getByRole('button', { name: 'Move General Inquiry down' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Save Forms' }));

    await waitFor(() => expect(sentForms(fetchMock)).toBeDefined());
    expect(sentForms(fetchMock)?.forms.map((form) => form.key)).toEqual([
      'general_inquiry',
      'appointments',
    ]);
  });

  it('adds a form with a key from its name, and removes one after asking', async () => {
    const user = userEvent.setup();
    const fetchMock = renderPage();
    const list = await openFormsTab(user);

    await user.click(within(list).getByRole('button', { name: 'Add form' }));
    const category = screen.getByLabelText('Category name');
    expect(category).toHaveValue('New form');
    expect(category).toHaveFocus();
    await user.clear(category);
    await user.type(category, 'Demo Request');
    await user.click(within(list).getByRole('button', { name: 'Remove General Inquiry' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove this form?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove form' }));
    await user.click(screen.getByRole('button', { name: 'Save Forms' }));

    await waitFor(() => expect(sentForms(fetchMock)).toBeDefined());
    const [, demo] = sentForms(fetchMock)?.forms ?? [];
    expect(sentForms(fetchMock)?.forms.map((form) => form.key)).toEqual([
      'appointments',
      'demo_request',
    ]);
    expect(demo?.fields.map((field) => [field.key, field.type])).toEqual([
      ['full_name', 'text'],
      ['email', 'email'],
    ]);
  });

  it('shows the server’s refusal beside the Save button', async () => {
    const user = userEvent.setup();
    renderPage({
      [`PUT ${DEFINITIONS}`]: { status: 400, message: 'Two forms have the key ’appointments’' },
    });
    const list = await openFormsTab(user);

    await user.click(within(list).getByRole('switch', { name: 'Offer General Inquiry' }));
    await user.click(screen.getByRole('button', { name: 'Save Forms' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Two forms have the key ’appointments’',
    );
    expect(screen.getByRole('tab', { name: 'Forms' })).toHaveAttribute('aria-selected', 'true');
  });

  it('replaces the forms with an industry’s template after asking', async () => {
    const user = userEvent.setup();
    const [appointments] = savedForms;
    if (!appointments) throw new Error('No fixture');
    const demoRequest: FormDefinition = {
      ...appointments,
      key: 'demo_request',
      category: 'Demo Request',
      title: 'Book a Demo',
    };
    const fetchMock = renderPage({
      [`POST ${APPLY_TEMPLATE}`]: {
        data: [demoRequest],
        message: 'The Software & Technology forms are now in use.',
      },
    });
    const list = await openFormsTab(user);

    const industry = screen.getByLabelText('Industry');
    await waitFor(() => expect(industry).toBeEnabled());
    expect(
      within(industry).getByRole('option', {
        name: 'Software & Technology: Demo Request, Support Ticket, Complaints/Feedback, Sales Inquiry',
      }),
    ).toBeInTheDocument();
    await user.selectOptions(industry, 'Software & Technology');
    await user.click(screen.getByRole('button', { name: 'Use template' }));
    const dialog = screen.getByRole('alertdialog', {
      name: 'Use the Software & Technology forms?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Use template' }));

    expect(
      await screen.findByText('The Software & Technology forms are now in use.'),
    ).toBeInTheDocument();
    expect(sentJson(fetchMock.mock.calls, 'POST', APPLY_TEMPLATE)).toEqual({
      industry: 'Software & Technology',
    });
    expect(within(list).getByRole('button', { name: 'Demo Request' })).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'General Inquiry' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Forms' })).toBeDisabled();
  });

  it('shows the form being edited in the live preview, each field as its type', async () => {
    const user = userEvent.setup();
    renderPage();
    const preview = await screen.findByRole('complementary', { name: 'Live preview' });
    expect(within(preview).queryByText('Book an Appointment')).not.toBeInTheDocument();

    await openFormsTab(user);
    expect(within(preview).getByText('Book an Appointment')).toBeInTheDocument();
    const options = within(preview).getByRole('list', { name: 'Test / Service options' });
    expect(
      within(options)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Blood test', 'X-ray']);
    await user.click(screen.getByRole('button', { name: 'Add field' }));
    await user.type(lastByLabel('Label'), 'Preferred Time');
    await user.selectOptions(lastByLabel('Type'), 'Time slot');

    const times = within(preview).getByRole('list', { name: 'Preferred Time times' });
    expect(within(times).getByText('09:00')).toBeInTheDocument();
    expect(within(preview).getByText('Confirm Appointment')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Appearance' }));
    expect(within(preview).queryByText('Book an Appointment')).not.toBeInTheDocument();
  });

  it('says when the forms could not be loaded, and tries again', async () => {
    const user = userEvent.setup();
    let answer: StubbedAnswer = { status: 403, message: 'Forbidden' };
    renderPage({ [`GET ${DEFINITIONS}`]: () => answer });

    await user.click(await screen.findByRole('tab', { name: 'Forms' }));
    expect(await screen.findByText('The forms could not be loaded.')).toBeInTheDocument();
    answer = { data: savedForms };
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('region', { name: 'Your forms' })).toBeInTheDocument();
  });

  it('shows a viewer the forms without a way to change them', async () => {
    const user = userEvent.setup();
    renderPage(signInAs('viewer'));

    await user.click(await screen.findByRole('tab', { name: 'Forms' }));
    const list = await screen.findByRole('region', { name: 'Your forms' });
    await waitFor(() =>
      expect(within(list).queryByRole('button', { name: 'Add form' })).not.toBeInTheDocument(),
    );
    expect(screen.getByLabelText('Category name')).toBeDisabled();
    expect(within(list).getByRole('switch', { name: 'Offer Appointments' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Move|Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add field' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Forms' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Industry')).not.toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'General Inquiry' }));
    expect(screen.getByLabelText('Title')).toHaveValue('Contact Us');
  });
});
