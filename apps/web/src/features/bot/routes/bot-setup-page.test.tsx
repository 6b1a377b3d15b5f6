import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch, type StubbedAnswer } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render-with-providers';
import { otherBot, savedBot, sentForm } from '../test/bot-fixtures';
import { BotSetupPage } from './bot-setup-page';

const SETTINGS = '/api/auth/chatbot-settings';

/**
 * Renders the page over a stubbed settings route: `load` answers the GET (the saved bot unless
 * given), `save` the POST (a 404 unless given). Returns the fetch mock, to read what was sent.
 */
function renderPage({
  load = { data: [savedBot] },
  save,
}: { load?: StubbedAnswer; save?: StubbedAnswer } = {}) {
  const fetchMock = stubFetch({
    [`GET ${SETTINGS}`]: load,
    ...(save ? { [`POST ${SETTINGS}`]: save } : {}),
  });
  renderWithProviders(<BotSetupPage />, { path: '/bot' });
  return fetchMock;
}

describe('BotSetupPage', () => {
  it('edits the first bot of the list', async () => {
    renderPage({ load: { data: [savedBot, otherBot] } });

    expect(await screen.findByLabelText('Bot name')).toHaveValue('Clinic Helper');
    expect(screen.getByLabelText('Greeting message')).toHaveValue('Welcome to the clinic!');
    expect(screen.getByLabelText('Primary color')).toHaveValue('#1a73e8');
    expect(screen.getByRole('radio', { name: 'Bottom left' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Speech bubble' })).toBeChecked();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Appearance',
      'Behavior',
      'Features',
      'Forms',
      'Deploy',
    ]);
    expect(screen.getByRole('button', { name: 'Save Appearance' })).toBeDisabled();
    expect(screen.queryByText(/Failed to load bot configuration/)).not.toBeInTheDocument();
  });

  it('falls back to the default bot, without a toast, when the load fails', async () => {
    renderPage({ load: { status: 500, message: 'Database down' } });

    expect(await screen.findByLabelText('Bot name')).toHaveValue('Assistant');
    expect(screen.getByLabelText('Greeting message')).toHaveValue('Hi! How can I help you today?');
    expect(screen.getByLabelText('Primary color')).toHaveValue('#000000');
    expect(screen.getByRole('radio', { name: 'Bottom right' })).toBeChecked();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load bot configuration');
    expect(screen.queryByText('Database down')).not.toBeInTheDocument();
  });

  it('saves only the appearance fields as multipart, toasts and opens Behavior', async () => {
    const user = userEvent.setup();
    const fetchMock = renderPage({
      save: { data: { ...savedBot, name: 'Nurse Joy', primaryColor: '#ff0000' } },
    });

    const name = await screen.findByLabelText('Bot name');
    await user.clear(name);
    await user.type(name, 'Nurse Joy');
    await user.clear(screen.getByLabelText('Primary color'));
    await user.type(screen.getByLabelText('Primary color'), '#ff0000');
    await user.click(screen.getByRole('radio', { name: 'Robot' }));
    await user.click(screen.getByRole('button', { name: 'Save Appearance' }));

    expect(await screen.findByText('Appearance settings saved successfully!')).toBeInTheDocument();
    expect(sentForm(fetchMock.mock.calls, 'POST', SETTINGS)).toEqual({
      botId: 'bot-1',
      name: 'Nurse Joy',
      greeting: 'Welcome to the clinic!',
      avatar: '🤖',
      primaryColor: '#ff0000',
      position: 'bottom-left',
    });
    expect(screen.getByRole('tab', { name: 'Behavior' })).toHaveAttribute('aria-selected', 'true');
  });

  it('rejects an invalid colour on the client', async () => {
    const user = userEvent.setup();
    const fetchMock = renderPage();

    const color = await screen.findByLabelText('Primary color');
    await user.clear(color);
    await user.type(color, 'blue');
    await user.click(screen.getByRole('button', { name: 'Save Appearance' }));

    expect(
      await screen.findByText('Primary color must be a hex colour such as #1a73e8'),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('shows the Max Retries message and sends nothing when it is out of range', async () => {
    const user = userEvent.setup();
    const fetchMock = renderPage();

    await user.click(await screen.findByRole('tab', { name: 'Behavior' }));
    const maxRetries = screen.getByLabelText('Max Retries');
    expect(maxRetries).toHaveValue(3);
    await user.clear(maxRetries);
    await user.type(maxRetries, '11');
    await user.click(screen.getByRole('button', { name: 'Save Behavior' }));

    expect(await screen.findByText('Max Retries must be a number from 1 to 10')).toBeVisible();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('saves behavior flags as true/false and opens Features', async () => {
    const user = userEvent.setup();
    const fetchMock = renderPage({ save: { data: savedBot } });

    await user.click(await screen.findByRole('tab', { name: 'Behavior' }));
    await user.click(screen.getByRole('switch', { name: 'Proactive greeting' }));
    await user.clear(screen.getByLabelText('Max Retries'));
    await user.type(screen.getByLabelText('Max Retries'), '5');
    await user.click(screen.getByRole('button', { name: 'Save Behavior' }));

    expect(await screen.findByText('Behavior settings saved successfully!')).toBeInTheDocument();
    expect(sentForm(fetchMock.mock.calls, 'POST', SETTINGS)).toEqual({
      botId: 'bot-1',
      proactiveGreeting: 'true',
      collectFeedback: 'true',
      maxRetries: '5',
      handoffTriggers: 'asks_for_person,cannot_answer',
      openingHoursEnabled: 'false',
    });
    expect(screen.getByRole('tab', { name: 'Features' })).toHaveAttribute('aria-selected', 'true');
  });

  it('saves opening hours with the behavior, the days as one comma list', async () => {
    const user = userEvent.setup();
    const fetchMock = renderPage({ save: { data: savedBot } });

    await user.click(await screen.findByRole('tab', { name: 'Behavior' }));
    expect(screen.queryByLabelText('Opening time')).not.toBeInTheDocument();
    await user.click(
      screen.getByRole('switch', { name: 'Only hand over to the team during opening hours' }),
    );
    expect(screen.getByText(/get the General Inquiry form instead of waiting/)).toBeVisible();
    // Mon–Fri are suggested; make it Mon–Thu and Saturday.
    await user.click(screen.getByRole('checkbox', { name: 'Fri' }));
    await user.click(screen.getByRole('checkbox', { name: 'Sat' }));
    await user.clear(screen.getByLabelText('Opening time'));
    await user.type(screen.getByLabelText('Opening time'), '08:30');
    await user.clear(screen.getByLabelText('Closing time'));
    await user.type(screen.getByLabelText('Closing time'), '18:00');
    await user.click(screen.getByRole('button', { name: 'Save Behavior' }));

    // The toast of the test before may still show: wait for the call itself.
    await waitFor(() => expect(sentForm(fetchMock.mock.calls, 'POST', SETTINGS)).toBeDefined());
    expect(sentForm(fetchMock.mock.calls, 'POST', SETTINGS)).toEqual({
      botId: 'bot-1',
      proactiveGreeting: 'false',
      collectFeedback: 'true',
      maxRetries: '3',
      handoffTriggers: 'asks_for_person,cannot_answer',
      openingHoursEnabled: 'true',
      openingDays: '1,2,3,4,6',
      openingTime: '08:30',
      closingTime: '18:00',
    });
  });

  it('saves the handoff triggers as one comma list, and says when human handoff is off', async () => {
    const user = userEvent.setup();
    const fetchMock = renderPage({ save: { data: savedBot } });

    await user.click(await screen.findByRole('tab', { name: 'Behavior' }));
    const triggers = screen.getByRole('group', { name: 'Hand the chat to a person when' });
    expect(within(triggers).getByText(/Human handoff is off under Features/)).toBeVisible();
    expect(
      within(triggers).getByRole('checkbox', { name: 'The visitor asks for a person' }),
    ).toBeChecked();
    await user.click(
      within(triggers).getByRole('checkbox', { name: 'The visitor asks for a person' }),
    );
    await user.click(
      within(triggers).getByRole('checkbox', { name: 'An urgent or medical question' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save Behavior' }));

    await waitFor(() => expect(sentForm(fetchMock.mock.calls, 'POST', SETTINGS)).toBeDefined());
    expect(sentForm(fetchMock.mock.calls, 'POST', SETTINGS)).toMatchObject({
      handoffTriggers: 'cannot_answer,urgent',
    });
  });

  it('asks for a day, and sends nothing, when no opening day is ticked', async () => {
    const user = userEvent.setup();
    const fetchMock = renderPage({
      load: {
        data: [
          {
            ...savedBot,
            behavior: {
              ...savedBot.behavior,
              openingHours: { days: [3], open: '09:00', close: '17:00' },
            },
          },
        ],
      },
    });

    await user.click(await screen.findByRole('tab', { name: 'Behavior' }));
    expect(screen.getByRole('checkbox', { name: 'Wed' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Wed' }));
    await user.click(screen.getByRole('button', { name: 'Save Behavior' }));

    expect(await screen.findByText('Choose at least one day')).toBeVisible();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it("sends the feature flags as 'true'/'false' with the domains as JSON", async () => {
    const user = userEvent.setup();
    const fetchMock = renderPage({ save: { data: savedBot } });

    await user.click(await screen.findByRole('tab', { name: 'Features' }));
    expect(screen.getByRole('button', { name: 'Save Features' })).toBeDisabled();
    await user.click(screen.getByRole('switch', { name: 'Lead capture' }));
    await user.click(screen.getByRole('switch', { name: 'Human handoff' }));
    await user.click(screen.getByRole('button', { name: 'Save Features' }));

    expect(await screen.findByText('Features settings saved successfully!')).toBeInTheDocument();
    expect(sentForm(fetchMock.mock.calls, 'POST', SETTINGS)).toEqual({
      botId: 'bot-1',
      leadCapture: 'true',
      appointmentBooking: 'true',
      ticketCreation: 'false',
      humanHandoff: 'true',
      allowedDomains: '["example.com","shop.example.com"]',
    });
    expect(screen.getByRole('tab', { name: 'Forms' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows a server message when a save fails', async () => {
    const user = userEvent.setup();
    renderPage({ save: { status: 400, message: 'Bot name is required' } });

    await user.click(await screen.findByRole('tab', { name: 'Features' }));
    await user.click(screen.getByRole('switch', { name: 'Ticket creation' }));
    await user.click(screen.getByRole('button', { name: 'Save Features' }));

    expect(await screen.findByText('Bot name is required')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Features' })).toHaveAttribute('aria-selected', 'true');
  });

  it('deploys: snippet, copy, live count and the allowed domains editor', async () => {
    const user = userEvent.setup();
    const fetchMock = renderPage({
      save: {
        data: { ...savedBot, allowedDomains: ['example.com', 'shop.example.com', 'clinic.org'] },
      },
    });

    await user.click(await screen.findByRole('tab', { name: 'Deploy' }));
    const snippet = screen.getByRole('figure', { name: 'Embed snippet' });
    const code = within(snippet).getByText(/ConciergeWidget/).textContent ?? '';
    expect(code).toContain('botId: "bot-1"');
    expect(code).toContain('primaryColor: "#1a73e8"');
    expect(code).toContain('position: "bottom-left"');
    expect(code).toContain(`src="${window.location.origin}/widget.js"`);
    expect(screen.getByText('Widget is live on 2 domain(s)')).toBeInTheDocument();

    await user.click(within(snippet).getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Snippet copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(code);

    const domain = screen.getByLabelText('Allowed domain');
    await user.type(domain, 'not a host{Enter}');
    expect(
      screen.getByText('Allowed domains must be a list of host names such as example.com'),
    ).toBeInTheDocument();
    await user.clear(domain);
    await user.type(domain, 'https://Clinic.org/contact{Enter}');
    expect(
      within(screen.getByRole('list', { name: 'Allowed domains' })).getByText('clinic.org'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Deploy' }));

    expect(await screen.findByText('Deploy settings saved successfully!')).toBeInTheDocument();
    expect(sentForm(fetchMock.mock.calls, 'POST', SETTINGS)).toEqual({
      botId: 'bot-1',
      allowedDomains: '["example.com","shop.example.com","clinic.org"]',
    });
    expect(screen.getByText('Widget is live on 3 domain(s)')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Deploy' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens Test Deployment as a test visit, so the member’s chats are not counted', async () => {
    const user = userEvent.setup();
    const url = '/widget-preview?botId=bot-1&test=1767607200.signature';
    stubFetch({
      [`GET ${SETTINGS}`]: { data: [{ ...savedBot, allowedDomains: [] }] },
      [`GET ${SETTINGS}/test-visit`]: {
        data: { url, test_token: '1767607200.signature', expires_at: '2026-01-05T10:00:00Z' },
      },
    });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderWithProviders(<BotSetupPage />, { path: '/bot' });

    await user.click(await screen.findByRole('tab', { name: 'Deploy' }));
    const testDeployment = screen.getByRole('button', { name: 'Test Deployment' });
    await waitFor(() => expect(testDeployment).toBeEnabled());
    await user.click(testDeployment);
    expect(open).toHaveBeenLastCalledWith(url, '_blank', 'noopener,noreferrer');
    // With no domain yet, View Live Widget opens the same test page.
    await user.click(screen.getByRole('button', { name: 'View Live Widget' }));
    expect(open).toHaveBeenLastCalledWith(url, '_blank', 'noopener,noreferrer');
    open.mockRestore();
  });
  it('says when the test page could not be prepared, and tries again on request', async () => {
    const user = userEvent.setup();
    const url = '/widget-preview?botId=bot-1&test=1767607200.signature';
    let answer: { status?: number; message?: string; data?: unknown } = {
      status: 503,
      message: 'Service unavailable',
    };
    stubFetch({
      [`GET ${SETTINGS}`]: { data: [{ ...savedBot, allowedDomains: [] }] },
      [`GET ${SETTINGS}/test-visit`]: () => answer,
    });
    renderWithProviders(<BotSetupPage />, { path: '/bot' });

    await user.click(await screen.findByRole('tab', { name: 'Deploy' }));
    expect(await screen.findByText('The test page could not be prepared.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Test Deployment' })).toBeDisabled();
    answer = {
      data: { url, test_token: '1767607200.signature', expires_at: '2026-01-05T10:00:00Z' },
    };
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Test Deployment' })).toBeEnabled(),
    );
    expect(screen.queryByText('The test page could not be prepared.')).not.toBeInTheDocument();
  });
});
