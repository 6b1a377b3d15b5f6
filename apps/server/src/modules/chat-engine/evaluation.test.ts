import { describe, expect, it } from 'vitest';
import { evaluate } from './evaluation.js';
import { words } from './text.js';

const judged = (text: string) => evaluate(words(text));

describe('evaluate', () => {
  it('sums warm and harsh words apart', () => {
    expect(judged('friendly staff, great service')).toEqual({
      warmth: 5,
      harshness: 0,
      strong: true,
    });
    expect(judged('the room was filthy')).toEqual({ warmth: 0, harshness: 2, strong: false });
  });

  it('turns a word round after a negation', () => {
    expect(judged('not happy at all')).toEqual({ warmth: 0, harshness: 3, strong: true });
  });

  it('knows the words of a service judged that the lexicon lacks', () => {
    expect(judged('turned up late, rubbish').harshness).toBe(5);
  });

  it('reads no valence from words that are not in it', () => {
    expect(judged('constructor toString opening hours')).toEqual({
      warmth: 0,
      harshness: 0,
      strong: false,
    });
  });
});
