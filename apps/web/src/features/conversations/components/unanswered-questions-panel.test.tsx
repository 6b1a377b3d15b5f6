import { staffMessages } from '@concierge/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render-with-providers';
import { questionGroupFixture, unansweredPageFixture } from '../test/conversation-fixtures';
import { UnansweredQuestionsPanel } from './unanswered-questions-panel';

const group = questionGroupFixture();

function sentJson(fetchMock: ReturnType<typeof stubFetch>) {
  const call = fetchMock.mock.calls.find(
    ([url, init]) =>
      String(url) === '/api/conversations/unanswered/answer' && init?.method === 'POST',
  );
  return JSON.parse(String(call?.[1]?.body));
}

describe('UnansweredQuestionsPanel', () => {
  it('lists each group with its count, last seen and other wordings', async () => {
    stubFetch({ 'GET /api/conversations/unanswered': { data: unansweredPageFixture([group]) } });
    renderWithProviders(<UnansweredQuestionsPanel days={30} />);

    const item = (await screen.findByText('Is there parking at the lab?')).closest('li');
    const scope = within(item as HTMLElement);
    expect(scope.getByText('4 times')).toBeInTheDocument();
    expect(scope.getByText(/Last seen Nov 3, 2024/)).toBeInTheDocument();
    expect(scope.getByText('Can I park nearby?')).toBeInTheDocument();
    expect(scope.getByRole('button', { name: 'Add answer' })).toHaveAccessibleDescription(
      'Is there parking at the lab?',
    );
  });

  it('answers a group as a Q&A: pre-filled question, answer required, then the group is gone', async () => {
    const user = userEvent.setup();
    let answered = false;
    const fetchMock = stubFetch({
      'GET /api/conversations/unanswered': () => ({
        data: unansweredPageFixture(answered ? [] : [group]),
      }),
      'POST /api/conversations/unanswered/answer': () => {
        answered = true;
        return { message: staffMessages.answerAdded, data: { entry: {}, answered_count: 4 } };
      },
    });
    renderWithProviders(<UnansweredQuestionsPanel days={30} />);

    await user.click(await screen.findByRole('button', { name: 'Add answer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Content' });
    const form = within(dialog);
    expect(form.getByLabelText('Question')).toHaveValue('Is there parking at the lab?');
    expect(form.getByLabelText('Answer')).toHaveValue('');
    expect(form.getByLabelText('Keywords')).toHaveValue('');
    const submit = form.getByRole('button', { name: 'Save Content' });
    expect(submit).toBeDisabled();

    await user.type(form.getByLabelText('Answer'), '   ');
    expect(submit).toBeDisabled();
    await user.type(form.getByLabelText('Answer'), ' Free parking. ');
    await user.type(form.getByLabelText('Keywords'), ' car, , park ,');
    expect(submit).toBeEnabled();
    await user.click(submit);

    expect(await screen.findByText(staffMessages.answerAdded)).toBeInTheDocument();
    expect(sentJson(fetchMock)).toEqual({
      key: 'parking available',
      question: 'Is there parking at the lab?',
      answer: 'Free parking.',
      keywords: ['car', 'park'],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('No unanswered questions in this period')).toBeInTheDocument();
    expect(screen.queryByText('Is there parking at the lab?')).not.toBeInTheDocument();
  }, 15_000);

  it('keeps the question editable and required', async () => {
    const user = userEvent.setup();
    stubFetch({ 'GET /api/conversations/unanswered': { data: unansweredPageFixture([group]) } });
    renderWithProviders(<UnansweredQuestionsPanel days={30} />);

    await user.click(await screen.findByRole('button', { name: 'Add answer' }));
    const form = within(await screen.findByRole('dialog', { name: 'Add Content' }));
    await user.type(form.getByLabelText('Answer'), 'Yes');
    await user.clear(form.getByLabelText('Question'));
    expect(form.getByRole('button', { name: 'Save Content' })).toBeDisabled();
  });

  it("toasts the server's message and refreshes when the group is already gone", async () => {
    const user = userEvent.setup();
    let gone = false;
    stubFetch({
      'GET /api/conversations/unanswered': () => ({
        data: unansweredPageFixture(gone ? [] : [group]),
      }),
      'POST /api/conversations/unanswered/answer': () => {
        gone = true;
        return { status: 404, message: staffMessages.questionGroupNotFound };
      },
    });
    renderWithProviders(<UnansweredQuestionsPanel days={7} />);

    await user.click(await screen.findByRole('button', { name: 'Add answer' }));
    const form = within(await screen.findByRole('dialog', { name: 'Add Content' }));
    await user.type(form.getByLabelText('Answer'), 'Yes');
    await user.click(form.getByRole('button', { name: 'Save Content' }));

    expect(await screen.findByText(staffMessages.questionGroupNotFound)).toBeInTheDocument();
    expect(await screen.findByText('No unanswered questions in this period')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays open with the server message on another failure', async () => {
    const user = userEvent.setup();
    stubFetch({
      'GET /api/conversations/unanswered': { data: unansweredPageFixture([group]) },
      'POST /api/conversations/unanswered/answer': { status: 400, message: 'Answer is too long' },
    });
    renderWithProviders(<UnansweredQuestionsPanel days={30} />);

    await user.click(await screen.findByRole('button', { name: 'Add answer' }));
    const form = within(await screen.findByRole('dialog', { name: 'Add Content' }));
    await user.type(form.getByLabelText('Answer'), 'Yes');
    await user.click(form.getByRole('button', { name: 'Save Content' }));

    expect(await screen.findByText('Answer is too long')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Content' })).toBeInTheDocument();
  });

  it('marks a group not relevant: it leaves the list and the server is told which', async () => {
    const user = userEvent.setup();
    const spam = questionGroupFixture({ key: 'asdf', question: 'asdf ghjk', count: 1 });
    let dismissed = false;
    const fetchMock = stubFetch({
      'GET /api/conversations/unanswered': () => ({
        data: unansweredPageFixture(dismissed ? [group] : [spam, group]),
      }),
      'POST /api/conversations/unanswered/dismiss': () => {
        dismissed = true;
        return { message: staffMessages.questionDismissed, data: { dismissed_count: 1 } };
      },
    });
    renderWithProviders(<UnansweredQuestionsPanel days={30} />);

    const notRelevant = await screen.findAllByRole('button', { name: 'Not relevant' });
    expect(notRelevant[0]).toHaveAccessibleDescription('asdf ghjk');
    await user.click(notRelevant[0] as HTMLElement);

    expect(await screen.findByText(staffMessages.questionDismissed)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('asdf ghjk')).not.toBeInTheDocument());
    expect(screen.getByText('Is there parking at the lab?')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(
      ([url]) => String(url) === '/api/conversations/unanswered/dismiss',
    );
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ key: 'asdf' });
  });

  it('loads ten groups at a time, more on "Load more"', async () => {
    const user = userEvent.setup();
    const groups = Array.from({ length: 12 }, (_, index) =>
      questionGroupFixture({ key: `key ${index}`, question: `Question ${index + 1}?` }),
    );
    const fetchMock = stubFetch({
      'GET /api/conversations/unanswered': () => {
        const url = String(fetchMock.mock.calls.at(-1)?.[0]);
        const second = url.includes('page=2');
        return {
          data: unansweredPageFixture(second ? groups.slice(10) : groups.slice(0, 10), {
            total_pages: 2,
            total_groups: 12,
          }),
        };
      },
    });
    renderWithProviders(<UnansweredQuestionsPanel days={30} />);

    expect(await screen.findByText('Question 10?')).toBeInTheDocument();
    expect(screen.queryByText('Question 11?')).not.toBeInTheDocument();
    expect(screen.getByText('Showing 10 of 12')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      '/api/conversations/unanswered?days=30&page=1&limit=10',
    );

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Question 12?')).toBeInTheDocument();
    expect(screen.getByText('Showing 12 of 12')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
