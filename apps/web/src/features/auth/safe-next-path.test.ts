import { describe, expect, it } from 'vitest';
import { safeNextPath } from './safe-next-path';

describe('safeNextPath', () => {
  it('keeps a path of this site', () => {
    expect(safeNextPath('/accept-invitation?token=t')).toBe('/accept-invitation?token=t');
  });

  it('refuses other hosts and non-paths', () => {
    for (const next of ['//evil.example', '/\\evil.example', 'https://evil.example', '', null]) {
      expect(safeNextPath(next)).toBeNull();
    }
  });
});
