import { describe, expect, it } from 'vitest';
import { cleanInput, editDistance } from './text.js';

describe('text hygiene', () => {
  it('trims, collapses whitespace and caps at 1000 characters', () => {
    expect(cleanInput('  what   are\n\tyour hours ')).toBe('what are your hours');
    expect(cleanInput('x'.repeat(5000))).toHaveLength(1000);
  });

  it('counts edits, an adjacent swap as one', () => {
    expect(editDistance('colection', 'collection')).toBe(1);
    expect(editDistance('teh', 'the')).toBe(1);
    expect(editDistance('abc', 'xyz', 1)).toBe(2);
  });
});
