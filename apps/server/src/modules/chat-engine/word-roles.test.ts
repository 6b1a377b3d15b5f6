import { describe, expect, it } from 'vitest';
import { durationFrame, readsAsNoun } from './word-roles.js';

const words = (text: string) => text.split(' ');

describe('word roles', () => {
  it('reads a modal as a noun after a determiner or a preposition, and as a verb elsewhere', () => {
    expect(readsAsNoun(words('how much for a will'), 4)).toBe(true);
    expect(readsAsNoun(words('are you open in may'), 4)).toBe(true);
    expect(readsAsNoun(words('will you be open'), 0)).toBe(false);
    expect(readsAsNoun(words('we may close early'), 1)).toBe(false);
    expect(readsAsNoun(words('a price'), 1)).toBe(false);
  });

  it('finds the frame of a question about duration, and nothing in other questions', () => {
    expect([...durationFrame(words('how long does a divorce take'))]).toEqual([1, 5]);
    expect([...durationFrame(words('how much does it take'))]).toEqual([]);
    expect([...durationFrame(words('do you offer long stays'))]).toEqual([]);
  });
});
