import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storageKeys } from '@/lib/storage-keys';
import { stubFetch } from '@/test/fetch-stub';
import { sessionFixture } from '@/test/session-fixture';
import {
  COMPLETE_CALL,
  STEPS_CALL,
  answersThroughStep4,
  onboardingResult,
  seedDraft,
  sentOnboarding,
  servedSteps,
  storedDraft,
} from './onboarding-fixtures';
import { renderOnboarding } from './render-onboarding';

const sidebarStep = (name: RegExp) =>
  within(screen.getByRole('navigation', { name: 'Onboarding steps' })).getByRole('button', {
    name,
  });

describe('Completing onboarding', () => {
  it('posts every answer as multipart, repeated choices and files included, then goes home', async () => {
    const user = userEvent.setup();
    const { token: _token, ...sessionUser } = sessionFixture({
      id: 'u1',
      onboarding: false,
      onboardingCompleted: false,
    });
    localStorage.setItem(storageKeys.user, JSON.stringify(sessionUser));
    localStorage.setItem(storageKeys.onboarding, 'false');
    localStorage.setItem(storageKeys.currentOrganizationId, 'org-old');
    localStorage.setItem(
      storageKeys.onboardingDraft,
      JSON.stringify({ userId: 'u1', answers: answersThroughStep4, furthestStep: 4 }),
    );
    const fetchMock = stubFetch({
      [STEPS_CALL]: { data: servedSteps },
      [COMPLETE_CALL]: { message: 'Onboarding completed successfully!', data: onboardingResult },
    });
    renderOnboarding();

    await user.click(await screen.findByRole('button', { name: 'Edit Knowledge Sources' }));
    const prices = new File(['price list'], 'prices.pdf', { type: 'application/pdf' });
    const guide = new File(['fasting guide'], 'guide.txt', { type: 'text/plain' });
    await user.upload(screen.getByLabelText('Upload documents'), [prices, guide]);
    const chosen = screen.getByRole('list', { name: 'Chosen files' });
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['prices.pdf10 bytes', 'guide.txt13 bytes']);

    await user.click(sidebarStep(/Review and Launch/));
    await user.click(screen.getByRole('button', { name: 'Complete Setup' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please fill in all required fields to continue.',
    );
    await user.click(screen.getByRole('checkbox', { name: 'I have reviewed my answers' }));
    await user.click(screen.getByRole('button', { name: 'Complete Setup' }));

    expect(await screen.findByText('Landed on /')).toBeInTheDocument();
    expect(await screen.findByText('Onboarding completed successfully!')).toBeInTheDocument();

    const form = sentOnboarding(fetchMock.mock.calls);
    expect(form.getAll('goals')).toEqual(['Customer Support', 'Answer FAQs']);
    expect(form.getAll('personality_traits')).toEqual(['Helpful', 'Patient']);
    expect(form.getAll('escalation_triggers')).toEqual([]);
    expect(form.get('business_name')).toBe('Riverside Diagnostics');
    expect(form.get('services_offered')).toBe('Blood tests\nHome sample collection');
    expect(form.get('has_pricing')).toBe('false');
    expect(form.get('review_confirmation')).toBe('true');
    expect(form.has('lead_qualification')).toBe(false);
    const files = form.getAll('knowledge_files') as File[];
    expect(files.map((file) => file.name)).toEqual(['prices.pdf', 'guide.txt']);
    expect(files.every((file) => file instanceof File)).toBe(true);

    expect(localStorage.getItem(storageKeys.onboarding)).toBe('true');
    expect(JSON.parse(localStorage.getItem(storageKeys.user) ?? '{}')).toMatchObject({
      onboarding: true,
      onboardingCompleted: true,
    });
    expect(localStorage.getItem(storageKeys.currentOrganizationId)).toBeNull();
    expect(storedDraft()).toBeNull();
  });

  it("shows the server's message while the button is busy, then lets it be dismissed", async () => {
    const user = userEvent.setup();
    let answer!: (value: { status: number; message: string }) => void;
    const pending = new Promise<{ status: number; message: string }>((resolve) => {
      answer = resolve;
    });
    const fetchMock = stubFetch({ [STEPS_CALL]: { data: servedSteps } });
    const stubbed = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method !== 'POST' && stubbed) return stubbed(input, init);
      const { status, message } = await pending;
      return new Response(JSON.stringify({ status_code: status, message, data: null }), { status });
    });
    seedDraft({ ...answersThroughStep4, review_confirmation: true }, 4);
    renderOnboarding();

    await user.click(await screen.findByRole('button', { name: 'Complete Setup' }));
    const busy = await screen.findByRole('button', { name: /Completing setup/ });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');

    answer({ status: 400, message: 'Greeting message is required' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Greeting message is required');
    expect(screen.getByRole('button', { name: 'Complete Setup' })).toBeEnabled();
    expect(storedDraft()?.answers.business_name).toBe('Riverside Diagnostics');

    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("falls back to 'Failed to complete onboarding' when the server says nothing", async () => {
    const user = userEvent.setup();
    stubFetch({ [STEPS_CALL]: { data: servedSteps }, [COMPLETE_CALL]: { status: 500 } });
    seedDraft({ ...answersThroughStep4, review_confirmation: true }, 4);
    renderOnboarding();

    await user.click(await screen.findByRole('button', { name: 'Complete Setup' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to complete onboarding');
    expect(localStorage.getItem(storageKeys.onboarding)).toBeNull();
  });

  it('says when the steps cannot load, and retries', async () => {
    const user = userEvent.setup();
    let fail = true;
    stubFetch({
      [STEPS_CALL]: () =>
        fail ? { status: 500, message: 'Database down' } : { data: servedSteps },
    });
    renderOnboarding();

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load onboarding steps');
    expect(screen.queryByText('Database down')).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'About Your Lab' })).toBeVisible();
  });
});
