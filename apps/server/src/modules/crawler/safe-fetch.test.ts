import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeHtml, isHtmlResponse } from './decode-html.js';
import { crawlReasons, UnsafeAddressError } from './errors.js';
import { safeFetch, type SafeFetchOptions } from './safe-fetch.js';
import { startTestSite, type TestSite } from './test-site.js';

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(async () => {
  await site.close();
});

const options = (overrides: Partial<SafeFetchOptions> = {}): SafeFetchOptions => ({
  userAgent: 'ConciergeBot/1.0',
  accept: 'text/html',
  timeoutMs: 5_000,
  maxBytes: 1_000_000,
  addressPolicy: site.policy,
  ...overrides,
});

describe('safeFetch', () => {
  it('follows redirects and reports the final address', async () => {
    const response = await safeFetch(new URL(`${site.origin}/old`), options());
    expect(response.url.href).toBe(`${site.origin}/new`);
    expect(response.status).toBe(200);
  });

  it('connects by name to the addresses it vetted', async () => {
    const byName = new URL(`http://localhost:${site.port}/about`);
    const response = await safeFetch(byName, options({ addressPolicy: () => true }));
    expect(response.status).toBe(200);
  });

  it('refuses a redirect to a private address without connecting to it', async () => {
    await expect(safeFetch(new URL(`${site.origin}/leak-local`), options())).rejects.toThrow(
      UnsafeAddressError,
    );
    await expect(safeFetch(new URL(`${site.origin}/leak-metadata`), options())).rejects.toThrow(
      crawlReasons.unsafeAddress,
    );
    expect(site.otherServerHits).toEqual([]);
  });

  it('cuts a body off at the size cap', async () => {
    const response = await safeFetch(new URL(`${site.origin}/big`), options({ maxBytes: 1_000 }));
    expect(response.body.length).toBe(1_000);
    expect(response.truncated).toBe(true);
  });

  it('gives up on a server that does not answer in time', async () => {
    await expect(
      safeFetch(new URL(`${site.origin}/slow`), options({ timeoutMs: 100 })),
    ).rejects.toThrow(crawlReasons.timedOut);
  });

  it('says when nothing listens', async () => {
    const closed = new URL(`http://127.0.0.1:${site.port}/`);
    closed.port = '1';
    await expect(safeFetch(closed, options({ addressPolicy: () => true }))).rejects.toThrow(
      crawlReasons.unreachable,
    );
  });
});

describe('decodeHtml', () => {
  const latin1 = Buffer.from('<p>Caf\xe9</p>', 'latin1');

  it('uses the header charset, then <meta>, then UTF-8', () => {
    expect(decodeHtml(latin1, 'text/html; charset=ISO-8859-1')).toBe('<p>Café</p>');
    const withMeta = Buffer.concat([Buffer.from('<meta charset="windows-1252">'), latin1]);
    expect(decodeHtml(withMeta, 'text/html')).toContain('Café');
    expect(decodeHtml(Buffer.from('<p>Café</p>'), undefined)).toBe('<p>Café</p>');
    expect(decodeHtml(Buffer.from('<p>Café</p>'), 'text/html; charset=bogus')).toBe('<p>Café</p>');
  });

  it('recognises HTML responses', () => {
    expect(isHtmlResponse('text/html; charset=utf-8', Buffer.from(''))).toBe(true);
    expect(isHtmlResponse('application/xhtml+xml', Buffer.from(''))).toBe(true);
    expect(isHtmlResponse('application/pdf', Buffer.from('<html>'))).toBe(false);
    expect(isHtmlResponse(undefined, Buffer.from('  <!DOCTYPE html><html>'))).toBe(true);
    expect(isHtmlResponse(undefined, Buffer.from('%PDF'))).toBe(false);
  });
});
