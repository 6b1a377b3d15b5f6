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
});
