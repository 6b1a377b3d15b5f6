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
