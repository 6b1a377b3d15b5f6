import { describe, expect, it } from 'vitest';
import { isOriginAllowed } from './origin-policy.js';

const own = 'https://app.concierge.example';

describe('isOriginAllowed', () => {
  it.each([
    [undefined, ['clinic.example'], true],
    ['https://anything.example', [], true],
    ['https://clinic.example', ['clinic.example'], true],
    ['http://clinic.example:8080', ['clinic.example:8080'], true],
    ['https://www.clinic.example', ['clinic.example'], false],
    ['https://www.clinic.example', ['*.clinic.example'], true],
    ['https://evil-clinic.example', ['*.clinic.example'], false],
    ['https://app.concierge.example', ['clinic.example'], true],
    ['null', ['clinic.example'], false],
  ])('%s with %o → %s', (origin, domains, expected) => {
    expect(isOriginAllowed(origin, domains, own)).toBe(expected);
  });
});

describe('isOriginAllowed on this server’s own host', () => {
  it('allows a page served from the host the request was sent to (the preview page)', () => {
    expect(
      isOriginAllowed('http://127.0.0.1:4100', ['clinic.example'], own, '127.0.0.1:4100'),
    ).toBe(true);
  });

  it('does not allow another port or host of the same machine', () => {
    expect(
      isOriginAllowed('http://127.0.0.1:4200', ['clinic.example'], own, '127.0.0.1:4100'),
    ).toBe(false);
  });
});
