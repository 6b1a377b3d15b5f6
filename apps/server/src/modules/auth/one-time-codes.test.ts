import { describe, expect, it } from 'vitest';
import { generateCode, hashCode } from './one-time-codes.js';

describe('one-time codes', () => {
  it('are six digits, leading zeros kept, and spread over the range', () => {
    const codes = Array.from({ length: 2000 }, generateCode);
    expect(codes.every((code) => /^\d{6}$/.test(code))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(1950);
    expect(new Set(codes.map((code) => code[0])).size).toBe(10);
  });

  it('are stored as a keyed hash, never as the code', () => {
    expect(hashCode('key', '123456')).toMatch(/^[0-9a-f]{64}$/);
    expect(hashCode('key', '123456')).not.toBe(hashCode('other-key', '123456'));
  });
});
