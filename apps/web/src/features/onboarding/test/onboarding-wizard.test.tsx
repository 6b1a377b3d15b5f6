import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/test/fetch-stub';
import {
  STEPS_CALL,
  answersThroughStep4,
  seedDraft,
  servedSteps,
  storedDraft,
} from './onboarding-fixtures';
import { renderOnboarding } from './render-onboarding';

const sidebar = () => screen.getByRole('navigation', { name: 'Onboarding steps' });
const stepButton = (name: RegExp) => within(sidebar()).getByRole('button', { name });

async function fillStepOne(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(
    await screen.findByRole('combobox', { name: 'Industry' }),
    'Healthcare & Diagnostics',
  );
  await user.type(screen.getByRole('textbox', { name: 'Business name' }), 'Riverside Diagnostics');
  await user.type(screen.getByRole('textbox', { name: 'Services offered' }), 'Blood tests');
}

describe('Onboarding wizard', () => {
  it('renders the served steps with progress, Step N of M and the required marks', async () => {
    stubFetch({ [STEPS_CALL]: { data: servedSteps } });
    renderOnboarding();

    expect(await screen.findByRole('heading', { level: 2, name: 'About Your Lab' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Onboarding Wizard' })).toBeVisible();
    expect(within(sidebar()).getAllByRole('listitem')).toHaveLength(5);
    expect(stepButton(/About Your Lab/)).toHaveAttribute('aria-current', 'step');
    expect(screen.getAllByText('Step 1 of 5').length).toBeGreaterThan(0);
    expect(screen.getByRole('progressbar', { name: 'Setup completeness' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    expect(screen.getByRole('textbox', { name: 'Business name' })).toHaveAttribute(
      'aria-required',
      'true',
    );
    expect(screen.getByRole('textbox', { name: 'Website' })).not.toHaveAttribute('aria-required');
    expect(
      screen.getByText('One per line. Each becomes a question your bot can answer.'),
    ).toBeVisible();
    expect(
      screen.getByRole('switch', { name: 'We publish prices for our services' }),
    ).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it('warns and stays when a required field is empty', async () => {
    const user = userEvent.setup();
    stubFetch({ [STEPS_CALL]: { data: servedSteps } });
    renderOnboarding();

    await user.type(await screen.findByRole('textbox', { name: 'Business name' }), 'Riverside');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please fill in all required fields to continue.',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'About Your Lab' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Industry' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByRole('textbox', { name: 'Business name' })).not.toHaveAttribute(
      'aria-invalid',
    );
    expect(storedDraft()?.furthestStep).toBe(0);
  });

  it('saves the step locally with a toast, advances, and keeps the answers across a reload', async () => {
    const user = userEvent.setup();
    stubFetch({ [STEPS_CALL]: { data: servedSteps } });
    const { unmount } = renderOnboarding();

    await fillStepOne(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('Step About Your Lab saved locally!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Goals and Deployment' })).toHaveFocus();
    expect(screen.getByRole('progressbar', { name: 'Setup completeness' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    expect(storedDraft()).toMatchObject({
      furthestStep: 1,
      answers: { business_name: 'Riverside Diagnostics', has_pricing: false },
    });

    unmount();
    renderOnboarding();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Goals and Deployment' }),
    ).toBeVisible();
    await user.click(stepButton(/About Your Lab/));
    expect(screen.getByRole('textbox', { name: 'Business name' })).toHaveValue(
      'Riverside Diagnostics',
    );
    expect(screen.getByRole('combobox', { name: 'Industry' })).toHaveValue(
      'Healthcare & Diagnostics',
    );
  });

  it('asks for the website before it can be a knowledge source', async () => {
    const user = userEvent.setup();
    stubFetch({ [STEPS_CALL]: { data: servedSteps } });
    seedDraft({ ...answersThroughStep4, knowledge_sources: ['Our website'] }, 2);
    renderOnboarding();

    await screen.findByRole('heading', { level: 2, name: 'Knowledge Sources' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(screen.getByRole('alert')).toHaveTextContent(
      'Enter your website to use it as a knowledge source',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Knowledge Sources' })).toBeVisible();
    expect(storedDraft()?.furthestStep).toBe(2);
  });

  it('goes back, and jumps only to steps already reached', async () => {
    const user = userEvent.setup();
    stubFetch({ [STEPS_CALL]: { data: servedSteps } });
    seedDraft(answersThroughStep4, 1);
    renderOnboarding();

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Goals and Deployment' }),
    ).toBeVisible();
    expect(stepButton(/Knowledge Sources/)).toBeDisabled();
    expect(stepButton(/Review and Launch/)).toBeDisabled();
    await user.click(stepButton(/Knowledge Sources/));
    expect(screen.getByRole('heading', { level: 2, name: 'Goals and Deployment' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { level: 2, name: 'About Your Lab' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    expect(stepButton(/About Your Lab/)).toHaveTextContent('Current step');
    expect(stepButton(/Goals and Deployment/)).toHaveTextContent('Completed');
    await user.click(stepButton(/Goals and Deployment/));
    expect(screen.getByRole('heading', { level: 2, name: 'Goals and Deployment' })).toBeVisible();
  });

  it('shows lead_qualification only once Lead Generation is chosen, and requires it then', async () => {
    const user = userEvent.setup();
    stubFetch({ [STEPS_CALL]: { data: servedSteps } });
    seedDraft({ ...answersThroughStep4, goals: [], channels: [] }, 1);
    renderOnboarding();

    const goals = await screen.findByRole('group', { name: /^Goals\s*\(required\)$/ });
    expect(
      screen.queryByRole('textbox', { name: 'What makes a good lead?' }),
    ).not.toBeInTheDocument();

    const leadGeneration = within(goals).getByRole('button', { name: 'Lead Generation' });
    expect(leadGeneration).toHaveAttribute('aria-pressed', 'false');
    await user.click(leadGeneration);
    expect(leadGeneration).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('textbox', { name: 'What makes a good lead?' })).toHaveAttribute(
      'aria-required',
      'true',
    );

    leadGeneration.focus();
    await user.keyboard(' ');
    expect(leadGeneration).toHaveAttribute('aria-pressed', 'false');
    expect(
      screen.queryByRole('textbox', { name: 'What makes a good lead?' }),
    ).not.toBeInTheDocument();
    await user.keyboard('{Enter}');

    const channels = screen.getByRole('group', { name: /^Where will the bot appear\?/ });
    await user.click(within(channels).getByRole('button', { name: 'Help Center' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
    await user.type(
      screen.getByRole('textbox', { name: 'What makes a good lead?' }),
      'Clinics nearby',
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Knowledge Sources' }),
    ).toBeVisible();
    expect(storedDraft()?.answers.goals).toEqual(['Lead Generation']);
  });

  it('hides suggestions at 30% or less, shows them above, and fills a field on click', async () => {
    const user = userEvent.setup();
    stubFetch({ [STEPS_CALL]: { data: servedSteps } });
    const { unmount } = renderOnboarding();

    const toggle = await screen.findByRole('switch', { name: 'AI Suggestions' });
    expect(toggle).not.toBeChecked();
    expect(screen.queryByText(/Suggestions for/)).not.toBeInTheDocument();
    await user.click(toggle);
    expect(
      screen.getByText('Suggestions appear once your setup is more than 30% complete.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /Use suggestion/ })).not.toBeInTheDocument();
    unmount();

    seedDraft({ ...answersThroughStep4, greeting_message: '' }, 3);
    renderOnboarding();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Policies, Tone and Personality' }),
    ).toBeVisible();
    await user.click(screen.getByRole('switch', { name: 'AI Suggestions' }));
    expect(screen.queryByText(/Suggestions appear once/)).not.toBeInTheDocument();
    await user.click(
      screen.getByRole('button', {
        name: /Use suggestion for Greeting message\s*Welcome to Riverside Diagnostics\. How may I assist you today\?/,
      }),
    );
    expect(screen.getByRole('textbox', { name: 'Greeting message' })).toHaveValue(
      'Welcome to Riverside Diagnostics. How may I assist you today?',
    );
    expect(
      screen.getByRole('button', { name: /Use suggestion for How do you handle complaints\?/ }),
    ).toBeVisible();

    await user.click(screen.getByRole('switch', { name: 'AI Suggestions' }));
    expect(screen.queryByRole('button', { name: /Use suggestion/ })).not.toBeInTheDocument();
  });

  it('reviews the earlier answers with Edit links and the FAQ topics on the last step', async () => {
    const user = userEvent.setup();
    stubFetch({ [STEPS_CALL]: { data: servedSteps } });
    seedDraft(answersThroughStep4, 4);
    renderOnboarding();

    const review = await screen.findByRole('region', { name: 'Your answers' });
    expect(within(review).getByText('Business name').nextSibling).toHaveTextContent(
      'Riverside Diagnostics',
    );
    expect(within(review).getByText('Goals').nextSibling).toHaveTextContent(
      'Customer Support, Answer FAQs',
    );
    expect(
      within(review).getByText('We publish prices for our services').nextSibling,
    ).toHaveTextContent('No');
    expect(within(review).getByText('Website').nextSibling).toHaveTextContent('Not provided');
    expect(screen.getByRole('switch', { name: /Create a starter knowledge base/ })).toBeChecked();
    expect(screen.getByRole('switch', { name: /Set up the website widget/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'I have reviewed my answers' })).not.toBeChecked();
    await user.click(screen.getByRole('switch', { name: 'AI Suggestions' }));
    expect(screen.getByText('Do you offer home sample collection?')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Complete Setup' })).toBeEnabled();

    await user.click(within(review).getByRole('button', { name: 'Edit Goals and Deployment' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Goals and Deployment' })).toBeVisible();
  });
});
