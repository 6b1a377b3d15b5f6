import { describe, expect, it } from 'vitest';
import type { PassageCandidate } from './queries.js';
import { extractAnswer, scorePassages, termQuery, termWeights } from './ranking.js';
import { expandTerms } from './synonyms.js';
import { cleanInput, editDistance, lightStem } from './text.js';
import { correctWord } from './typos.js';

describe('text hygiene', () => {
  it('trims, collapses whitespace and caps at 1000 characters', () => {
    expect(cleanInput('  what   are\n\tyour hours ')).toBe('what are your hours');
    expect(cleanInput('x'.repeat(5000))).toHaveLength(1000);
  });
  it('compares word forms', () => {
    expect(lightStem('reports')).toBe('report');
    expect(lightStem('booking')).toBe('book');
    expect(editDistance('colection', 'collection')).toBe(1);
    expect(editDistance('teh', 'the')).toBe(1);
    expect(editDistance('abc', 'xyz', 1)).toBe(2);
  });
});

describe('typo correction', () => {
  const vocabulary = new Map([
    ['collection', 5],
    ['insurance', 2],
    ['appointment', 3],
    ['profile', 2],
  ]);
  it.each([
    ['colection', 'collection'],
    ['insurence', 'insurance'],
    ['apointment', 'appointment'],
    ['profle', 'profile'],
  ])('corrects %s to %s', (typo, word) => {
    expect(correctWord(typo, vocabulary, new Set())).toBe(word);
  });
  it('leaves short, known and far-off words alone', () => {
    expect(correctWord('fee', vocabulary, new Set())).toBe('fee');
    expect(correctWord('collections', vocabulary, new Set())).toBe('collections');
    expect(correctWord('france', vocabulary, new Set())).toBe('france');
  });
});

describe('synonym expansion', () => {
  it('expands words and phrases and drops stop words', () => {
    const groups = expandTerms(['what', 'is', 'the', 'cost', 'on', 'empty', 'stomach']);
    expect(groups.map((group) => group.source)).toEqual(['cost', 'empty stomach']);
    expect(groups[0]?.alternatives).toContain('price');
    expect(groups[1]?.alternatives).toContain('fasting');
    const phrase = groups[1];
    if (!phrase) throw new Error('no phrase group');
    expect(termQuery(phrase)).toContain('empty <-> stomach');
  });
  it('maps results to reports', () => {
    expect(expandTerms(['results'])[0]?.alternatives).toContain('report');
  });
});

describe('confidence', () => {
  const candidate = (overrides: Partial<PassageCandidate>): PassageCandidate => ({
    chunkId: 'c',
    entryId: 'e',
    type: 'faq',
    title: 'Is there a fee for home collection?',
    tags: [],
    heading: '',
    passage: 'Home collection costs $10.',
    entryContent: 'Home collection costs $10.',
    rank: 0.5,
    headHits: [],
    bodyHits: [],
    ...overrides,
  });
  const groups = expandTerms(['home', 'collection', 'price']);
  const weights = termWeights(
    groups,
    new Map([
      ['home', 3],
      ['collection', 3],
      ['fee', 2],
    ]),
    30,
  );

  it('is high when the question covers every term and low when it covers little', () => {
    const [full] = scorePassages(
      [candidate({ headHits: [0, 1, 2], bodyHits: [0, 1, 2] })],
      groups,
      weights,
    );
    const [weak] = scorePassages(
      [candidate({ title: 'Parking', headHits: [], bodyHits: [0] })],
      groups,
      weights,
    );
    expect(full?.confidence).toBeGreaterThanOrEqual(0.9);
    expect(weak?.confidence).toBeLessThan(0.35);
  });

  it('answers a passage with up to three sentences around the best match', () => {
    const text = 'One. Two. Parking is free behind the lab. Four. Five. Six.';
    const [scored] = scorePassages(
      [candidate({ type: 'document', passage: text, headHits: [0] })],
      expandTerms(['parking']),
      [1],
    );
    if (!scored) throw new Error('not scored');
    expect(extractAnswer(scored, expandTerms(['parking']))).toBe(
      'Two. Parking is free behind the lab. Four.',
    );
  });
});
