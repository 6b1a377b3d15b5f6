import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setToken } from '@/lib/auth-storage';
import { stubFetch } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render-with-providers';
import { stubXhr } from '../test/fake-xhr';
import { UploadZone } from './upload-zone';

function renderZone() {
  return renderWithProviders(<UploadZone inputRef={{ current: null }} />);
}

describe('UploadZone', () => {
  it('uploads each file in its own request with the session headers and a progress bar', async () => {
    const user = userEvent.setup();
    setToken('jwt-token');
    localStorage.setItem('currentOrganizationId', 'org-9');
    stubFetch({});
    const requests = stubXhr();
    renderZone();

    await user.upload(screen.getByLabelText('Upload files'), [
      new File(['a'], 'guide.pdf', { type: 'application/pdf' }),
      new File(['b'], 'notes.md', { type: 'text/markdown' }),
    ]);

    expect(requests).toHaveLength(2);
    const [first, second] = requests;
    expect(first?.method).toBe('POST');
    expect(first?.url).toBe('/api/knowledge/uploads');
    expect(first?.headers).toMatchObject({
      Authorization: 'Bearer jwt-token',
      'x-organization-id': 'org-9',
    });
    expect((first?.body as FormData).getAll('files').map((file) => (file as File).name)).toEqual([
      'guide.pdf',
    ]);

    act(() => first?.progress(40, 100));
    expect(screen.getByRole('progressbar', { name: 'Uploading guide.pdf' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );

    await act(async () => second?.respond(413, 'File is too large: the limit is 10 MB'));
    const failed = screen.getByText('notes.md').closest('li');
    expect(await within(failed as HTMLElement).findByRole('alert')).toHaveTextContent(
      'File is too large: the limit is 10 MB',
    );

    await act(async () => first?.respond(200, 'Upload received: processing', []));
    expect(await screen.findByText('guide.pdf: Upload received: processing')).toBeInTheDocument();
    await waitFor(
      () =>
        expect(
          screen.queryByRole('progressbar', { name: 'Uploading guide.pdf' }),
        ).not.toBeInTheDocument(),
      { timeout: 3000 },
    );
    expect(screen.getByText('notes.md')).toBeInTheDocument();
  });

  describe('a file already in the knowledge base', () => {
    const message = 'A document named "guide.pdf" is already in your knowledge base.';
    const duplicates = [
      { file_name: 'guide.pdf', entry_id: 'e1', existing_file_name: 'guide.pdf' },
    ];

    async function uploadDuplicate() {
      const user = userEvent.setup();
      stubFetch({});
      const requests = stubXhr();
      renderZone();
      await user.upload(screen.getByLabelText('Upload files'), [
        new File(['a'], 'guide.pdf', { type: 'application/pdf' }),
      ]);
      await act(async () => requests[0]?.respond(409, message, { duplicates }));
      const dialog = await screen.findByRole('alertdialog', {
        name: 'Already in your knowledge base',
      });
      return { user, requests, dialog };
    }

    it('says so and replaces the old document when asked', async () => {
      const { user, requests, dialog } = await uploadDuplicate();
      expect(dialog).toHaveTextContent(message);

      await user.click(within(dialog).getByRole('button', { name: 'Replace' }));
      expect(requests).toHaveLength(2);
      expect(requests[1]?.url).toBe('/api/knowledge/uploads?replace=true');
      expect(
        (requests[1]?.body as FormData).getAll('files').map((file) => (file as File).name),
      ).toEqual(['guide.pdf']);
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

      await act(async () => requests[1]?.respond(200, 'Upload received: processing', []));
      expect(await screen.findByText('guide.pdf: Upload received: processing')).toBeInTheDocument();
    });

    it('uploads nothing more on Cancel', async () => {
      const { user, requests, dialog } = await uploadDuplicate();
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      expect(screen.queryByText('guide.pdf')).not.toBeInTheDocument();
      expect(requests).toHaveLength(1);
    });
  });
});
