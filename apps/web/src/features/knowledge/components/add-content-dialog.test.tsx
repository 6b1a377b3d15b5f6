import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render-with-providers';
import { AddContentDialog } from './add-content-dialog';

function sentFields(fetchMock: ReturnType<typeof stubFetch>) {
  const call = fetchMock.mock.calls.find(([url]) => String(url) === '/api/content/add');
  const body = call?.[1]?.body;
  expect(body).toBeInstanceOf(FormData);
  return Object.fromEntries((body as FormData).entries());
}

describe('AddContentDialog', () => {
  it('keeps submit disabled until question and answer hold text, then sends them trimmed', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    const fetchMock = stubFetch({
      'POST /api/content/add': { message: 'Content added successfully!', data: { _id: 'c1' } },
    });
    renderWithProviders(<AddContentDialog open onOpenChange={onOpenChange} />);

    const submit = screen.getByRole('button', { name: 'Save Content' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Question'), '   ');
    await user.type(screen.getByLabelText('Answer'), 'Nine to five');
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Question'), ' Opening hours? ');
    expect(submit).toBeEnabled();
    await user.type(screen.getByLabelText('Keywords'), ' hours, , opening times ,');
    expect(screen.getByText(/comma separated/i)).toBeInTheDocument();
    await user.click(submit);

    expect(await screen.findByText('Content added successfully!')).toBeInTheDocument();
    expect(sentFields(fetchMock)).toEqual({
      content_type: 'qa',
      question: 'Opening hours?',
      answer: 'Nine to five',
      keywords: 'hours,opening times',
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('sends written content with its title and content', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch({
      // Sonner keeps toasts across tests: a distinct message proves this call's toast.
      'POST /api/content/add': { message: 'Written content added', data: { _id: 'c2' } },
    });
    renderWithProviders(<AddContentDialog open onOpenChange={vi.fn()} />);

    await user.click(screen.getByRole('radio', { name: 'Written content' }));
    expect(screen.queryByLabelText('Question')).not.toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Save Content' });
    await user.type(screen.getByLabelText('Title'), '  Returns policy ');
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Content'), 'Thirty days, no questions asked. ');
    await user.click(submit);

    await screen.findByText('Written content added');
    expect(sentFields(fetchMock)).toEqual({
      content_type: 'written',
      title: 'Returns policy',
      content: 'Thirty days, no questions asked.',
    });
  });

  it('stays open and shows the fallback when the server sends no message', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    stubFetch({ 'POST /api/content/add': { status: 500 } });
    renderWithProviders(<AddContentDialog open onOpenChange={onOpenChange} />);
    await user.type(screen.getByLabelText('Question'), 'Q');
    await user.type(screen.getByLabelText('Answer'), 'A');
    await user.click(screen.getByRole('button', { name: 'Save Content' }));
    expect(await screen.findByText('Failed to create entry')).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
