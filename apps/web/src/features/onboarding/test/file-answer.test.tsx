import { ONBOARDING_MAX_FILES } from '@concierge/shared';
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

const file = (name: string) => new File(['x'], name);

describe('The knowledge files field', () => {
  it('refuses other extensions and more than the limit, with a dismissible message', async () => {
    const user = userEvent.setup({ applyAccept: false });
    stubFetch({ [STEPS_CALL]: { data: servedSteps } });
    seedDraft(answersThroughStep4, 2);
    renderOnboarding();

    const input = await screen.findByLabelText('Upload documents');
    expect(input).toHaveAttribute('accept', '.pdf,.doc,.docx,.txt');
    await user.upload(input, [file('notes.md'), file('prices.PDF')]);

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      'notes.md: only .pdf, .doc, .docx, .txt files can be uploaded here',
    );
    const list = screen.getByRole('list', { name: 'Chosen files' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    const many = Array.from({ length: ONBOARDING_MAX_FILES }, (_, index) =>
      file(`doc-${index}.txt`),
    );
    await user.upload(input, many);
    expect(screen.getByRole('alert')).toHaveTextContent(
      `Upload at most ${ONBOARDING_MAX_FILES} files`,
    );
    expect(within(list).getAllByRole('listitem')).toHaveLength(ONBOARDING_MAX_FILES);

    await user.click(screen.getByRole('button', { name: 'Remove prices.PDF' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(ONBOARDING_MAX_FILES - 1);
    expect(storedDraft()?.answers.knowledge_files).not.toContain('prices.PDF');
  });

  it('asks for the files again after a reload: only their names were kept', async () => {
    const user = userEvent.setup();
    stubFetch({ [STEPS_CALL]: { data: servedSteps } });
    seedDraft({ ...answersThroughStep4, knowledge_files: ['prices.pdf'] }, 2);
    renderOnboarding();

    expect(await screen.findByText(/Files are kept only until the page reloads/)).toHaveTextContent(
      'prices.pdf',
    );
    await user.upload(screen.getByLabelText('Upload documents'), file('prices.pdf'));
    expect(
      screen.queryByText(/Files are kept only until the page reloads/),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Chosen files' })).toHaveTextContent(
      'prices.pdf1 bytes',
    );
  });
});
