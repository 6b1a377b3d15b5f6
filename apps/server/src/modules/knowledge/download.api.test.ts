import type { KnowledgeEntry } from '@concierge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  envelope,
  signUpVerified,
  type TestApp,
} from '../../test/test-app.js';
import { downloadHeaders } from './download-headers.js';

const HOSTILE_HTML = '<!doctype html><script>window.__pwned=1</script><img src=x onerror=alert(1)>';

describe('downloading an uploaded original', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await signUpVerified(t, 'downloads@example.com', 'Download Lab');
  });
  afterAll(() => t.close());

  const upload = (fileName: string, content: string) => {
    const form = new FormData();
    form.append('files', new Blob([content]), fileName);
    return t.app.inject({
      method: 'POST',
      url: '/api/knowledge/uploads',
      headers: bearer(token),
      payload: form,
    });
  };

  it('refuses an HTML file outright, with a readable 415', async () => {
    const response = await upload('"><img src=x>.html', HOSTILE_HTML);
    expect(response.statusCode).toBe(415);
    expect(envelope(response).message).toMatch(/Unsupported file type/);
  });

  it('hands HTML hidden in a .txt back as an inert attachment, the name unable to break the header', async () => {
    const name = `"><img src=x>'(*).txt`;
    const [created] = envelope<KnowledgeEntry[]>(await upload(name, HOSTILE_HTML)).data;
    await t.ctx.worker.drain();

    const response = await t.app.inject({
      method: 'GET',
      url: `/api/knowledge/entries/${created?.id}/original`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(HOSTILE_HTML);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain('sandbox');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    // FormData sends the quote as %22 (as browsers do), so that is the stored name.
    const disposition = String(response.headers['content-disposition']);
    expect(disposition).toBe(
      `attachment; filename="_22><img src=x>'(*).txt"; filename*=UTF-8''%2522%3E%3Cimg%20src%3Dx%3E%27%28%2A%29.txt`,
    );
  });
});

describe('download headers', () => {
  it('never lets a stored type run or render inline', () => {
    for (const active of ['text/html', 'image/svg+xml', 'application/javascript', 'text/xml']) {
      expect(downloadHeaders('a.txt', active)['content-type']).toBe('application/octet-stream');
    }
    expect(downloadHeaders('a.pdf', 'application/pdf')['content-type']).toBe('application/pdf');
  });

  it('keeps line breaks, quotes and non-ASCII out of the raw header text', () => {
    const disposition = downloadHeaders('bad\r\nSet-Cookie: a=b"; ü.md', 'text/markdown')[
      'content-disposition'
    ];
    expect(disposition).not.toMatch(/[\r\n]/);
    expect(disposition).toMatch(/^attachment; filename="bad__Set-Cookie: a=b__ _\.md"; /);
    expect(disposition).toContain(
      "filename*=UTF-8''bad%0D%0ASet-Cookie%3A%20a%3Db%22%3B%20%C3%BC.md",
    );
  });
});
