import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

/** The policy header as a map of directive → sources. */
function directives(header: unknown): Map<string, string[]> {
  const policy = new Map<string, string[]>();
  for (const part of String(header).split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) policy.set(name, sources);
  }
  return policy;
}

describe('Content-Security-Policy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  // Every answer of the app carries helmet's policy, the dashboard's index.html (any page path,
  // served by web-app.ts) included; a page path is asked for here, the e2e tests load the real one.
  it.each(['/conversations', '/api/health'])(
    '%s forbids inline script, plugins, base rewriting and framing',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      const policy = directives(response.headers['content-security-policy']);
      expect(policy.get('default-src')).toEqual(["'self'"]);
      expect(policy.get('script-src')).toEqual(["'self'"]);
      expect(policy.get('script-src-attr')).toEqual(["'none'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'self'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    },
  );

  it('lets any site load /widget.js, which runs under the host page’s own policy', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/widget.js' });
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(String(response.headers['content-type'])).toContain('application/javascript');
  });

  it('runs only the preview page’s own nonce-marked inline script', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/widget-preview?botId=${randomUUID()}`,
    });
    expect(response.statusCode).toBe(200);
    const policy = directives(response.headers['content-security-policy']);
    const scriptSources = policy.get('script-src') ?? [];
    expect(scriptSources).not.toContain("'unsafe-inline'");
    const nonce = scriptSources.find((source) => source.startsWith("'nonce-"));
    expect(nonce).toBeDefined();
    expect(response.body).toContain(`<script nonce="${nonce?.slice(7, -1)}">`);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  });
});
