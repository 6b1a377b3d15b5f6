import { describe, expect, it } from 'vitest';
import { englishWordNet } from './wordnet.js';

describe('WordNet', () => {
  const words = (list: readonly { word: string }[]) => list.map(({ word }) => word);

  it('reads an abbreviation as the word it shortens, not as a word of its own', () => {
    // "Wed" would match the stem of "wedding", "Sat" the past of "sit".
    const midweek = words(englishWordNet().related('midweek'));
    expect(midweek).toContain('wednesday');
    expect(midweek).not.toContain('wed');
    expect(words(englishWordNet().related('saturday'))).not.toContain('sat');
  });

  it('keeps a short word that abbreviates nothing in its synset', () => {
    expect(words(englishWordNet().related('car'))).toContain('auto');
  });

  it('tells a word English has only as a name from one it also has as a common word', () => {
    const english = englishWordNet();
    expect(english.isName('lloyds')).toBe(true);
    expect(english.isName('eden')).toBe(true);
    expect(english.isName('haven')).toBe(false);
    expect(english.isName('parking')).toBe(false);
    expect(english.isName('wheelworx')).toBe(false);
  });

  it('names what a word is a kind of, one level up', () => {
    expect(englishWordNet().parent('loo')).toContain('toilet');
    expect(englishWordNet().parent('loo')).not.toContain('room');
  });

  it('tells a word for a person by its commonest sense', () => {
    const english = englishWordNet();
    expect(english.isPerson('engineer')).toBe(true);
    expect(english.isPerson('receptionists')).toBe(true);
    expect(english.isPerson('boiler')).toBe(false);
    expect(english.isPerson('greens')).toBe(false);
  });

  it('tells a word English has only as an adverb', () => {
    const english = englishWordNet();
    expect(english.isOnlyAdverb('internationally')).toBe(true);
    expect(english.isOnlyAdverb('abroad')).toBe(false);
    expect(english.isOnlyAdverb('delivery')).toBe(false);
  });

  it('tells a word whose commonest sense is a time', () => {
    const english = englishWordNet();
    expect(english.isTime('christmas')).toBe(true);
    expect(english.isTime('weekend')).toBe(true);
    expect(english.isTime('abbey')).toBe(false);
  });
});
