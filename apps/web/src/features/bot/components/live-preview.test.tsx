import { liveChatTexts } from '@concierge/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render-with-providers';
import { BotSetupPage } from '../routes/bot-setup-page';
import { savedBot } from '../test/bot-fixtures';

const SETTINGS = '/api/auth/chatbot-settings';

describe('Live preview', () => {
  it('shows the unsaved name, colour and greeting, and hides and shows', async () => {
    const user = userEvent.setup();
    stubFetch({ [`GET ${SETTINGS}`]: { data: [savedBot] } });
    renderWithProviders(<BotSetupPage />, { path: '/bot' });

    const preview = await screen.findByRole('complementary', { name: 'Live preview' });
    expect(within(preview).getByText('Clinic Helper')).toBeInTheDocument();
    expect(within(preview).getByText('Welcome to the clinic!')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Bot name'));
    await user.type(screen.getByLabelText('Bot name'), 'Nurse Joy');
    await user.clear(screen.getByLabelText('Greeting message'));
    await user.type(screen.getByLabelText('Greeting message'), 'Hello there');
    await user.clear(screen.getByLabelText('Primary color'));
    await user.type(screen.getByLabelText('Primary color'), '#ff0000');

    expect(within(preview).getByText('Nurse Joy')).toBeInTheDocument();
    expect(within(preview).getByText('Hello there')).toBeInTheDocument();
    expect(within(preview).getByRole('button', { name: 'Send preview message' })).toHaveStyle({
      backgroundColor: '#ff0000',
    });

    await user.click(screen.getByRole('button', { name: 'Hide preview' }));
    expect(screen.queryByRole('complementary', { name: 'Live preview' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show preview' }));
    expect(screen.getByRole('complementary', { name: 'Live preview' })).toBeVisible();
  });

  it('answers with the real engine: a form offer and its confidence', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch({
      [`GET ${SETTINGS}`]: { data: [savedBot] },
      [`POST ${SETTINGS}/preview`]: {
        data: {
          reply: {
            action: 'show_form',
            category: 'Appointments',
            formConfig: {
              title: 'Book an appointment',
              fields: [
                { label: 'Full name', required: true },
                { label: 'Notes', required: false },
              ],
              submitButton: { text: 'Confirm Appointment', style: 'primary' },
            },
          },
          confidence: 0.87,
        },
      },
    });
    renderWithProviders(<BotSetupPage />, { path: '/bot' });

    const preview = await screen.findByRole('complementary', { name: 'Live preview' });
    await user.type(within(preview).getByLabelText('Preview message'), 'I need a visit{Enter}');

    expect(await within(preview).findByText('Book an appointment')).toBeInTheDocument();
    expect(within(preview).getByText('I need a visit')).toBeInTheDocument();
    expect(within(preview).getByText('Full name')).toBeInTheDocument();
    expect(within(preview).getByLabelText('required')).toBeInTheDocument();
    expect(within(preview).getByText('Confirm Appointment')).toBeInTheDocument();
    expect(within(preview).getByText('Confidence 87%')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => String(url) === `${SETTINGS}/preview`);
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ text: 'I need a visit' });
  });

  it('shows a handover in the words the visitor reads, not the action behind it', async () => {
    const user = userEvent.setup();
    stubFetch({
      [`GET ${SETTINGS}`]: { data: [savedBot] },
      [`POST ${SETTINGS}/preview`]: {
        data: {
          reply: {
            action: 'handoff',
            category: 'Human Handoff',
            message: 'If this is an emergency, please call your local emergency number now.',
          },
          confidence: 0.9,
        },
      },
    });
    renderWithProviders(<BotSetupPage />, { path: '/bot' });

    const preview = await screen.findByRole('complementary', { name: 'Live preview' });
    await user.type(within(preview).getByLabelText('Preview message'), 'I need a person{Enter}');

    expect(await within(preview).findByText(liveChatTexts.handoffReply)).toBeInTheDocument();
    expect(
      within(preview).getByText(
        'If this is an emergency, please call your local emergency number now.',
      ),
    ).toBeInTheDocument();
    expect(preview).not.toHaveTextContent(/Human Handoff|handoff ·/);
  });

  it('falls back to a demo reply when the engine is not available', async () => {
    const user = userEvent.setup();
    stubFetch({ [`GET ${SETTINGS}`]: { data: [savedBot] } });
    renderWithProviders(<BotSetupPage />, { path: '/bot' });

    const preview = await screen.findByRole('complementary', { name: 'Live preview' });
    await user.type(within(preview).getByLabelText('Preview message'), 'Hello?');
    await user.click(within(preview).getByRole('button', { name: 'Send preview message' }));

    expect(
      await within(preview).findByText(
        'This is a preview. Publish your bot and add knowledge to get real answers.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
