import { describe, expect, it } from 'vitest';
import { faqRows } from '../../test/faq-rows.js';
import { buildIndex } from './knowledge-index.js';
import { analyzeQuestion } from './query-terms.js';
import { CONFIDENCE_THRESHOLD, rankEntries } from './rank.js';
import { abbreviatedWord, shortenedPhrases } from './shortenings.js';
import { englishWordNet } from './wordnet.js';

const index = buildIndex(
  faqRows([
    {
      id: 'payment',
      question: 'Which cards do you accept?',
      answer: 'Visa, Mastercard and American Express. Sorry, no cheques.',
    },
    {
      id: 'rooms',
      question: 'What is in the rooms?',
      answer: 'Every room has air conditioning, a kettle and a safe.',
    },
    {
      id: 'parking',
      question: 'Is there parking?',
      answer: 'Yes, in the car park behind the hotel.',
    },
    {
      id: 'cancel',
      question: 'Can I cancel my appointment?',
      answer: 'Our physiotherapists ask for 24 hours notice; the management waives the fee once.',
    },
  ]),
  new Map(),
);

describe('shortenings', () => {
  it('reads a word as the beginnings of two words the knowledge writes side by side', () => {
    expect(shortenedPhrases('amex', index)).toEqual([['american', 'express']]);
    expect(shortenedPhrases('aircon', index)).toEqual([['air', 'conditioning']]);
    expect(shortenedPhrases('carpark', index)).toEqual([['car', 'park']]);
  });

  it('leaves a word of the knowledge, and words across a sentence or a stop word, alone', () => {
    expect(shortenedPhrases('parking', index)).toEqual([]);
    // "Express. Sorry" ends a sentence; "in the" holds stop words.
    expect(shortenedPhrases('exso', index)).toEqual([]);
    expect(shortenedPhrases('inth', index)).toEqual([]);
  });

  it('answers a question in the visitor’s shortening', () => {
    for (const [question, entry] of [
      ['do you take amex', 'payment'],
      ['is there aircon', 'rooms'],
    ] as const) {
      const { groups } = analyzeQuestion(question, index, englishWordNet());
      const best = rankEntries(index, groups, null)[0];
      expect(best?.entryId).toBe(entry);
      expect(best?.confidence).toBeGreaterThanOrEqual(CONFIDENCE_THRESHOLD);
    }
  });

  it('reads a word without its vowels as the knowledge word it abbreviates', () => {
    const english = englishWordNet();
    expect(abbreviatedWord('appt', index.surfaceWords, english)).toBe('appointment');
    expect(abbreviatedWord('mgmt', index.surfaceWords, english)).toBe('management');
    // A word that keeps its vowels, a word far longer, and an English word stay as typed.
    expect(abbreviatedWord('came', index.surfaceWords, english)).toBeNull();
    expect(abbreviatedWord('poss', index.surfaceWords, english)).toBeNull();
    const spotlight = new Map([['spotlight', 1]]);
    expect(abbreviatedWord('splt', spotlight, english)).toBe('spotlight');
    expect(abbreviatedWord('spit', spotlight, english)).toBeNull();

    const { groups } = analyzeQuestion('can i cancel my appt', index, english);
    const best = rankEntries(index, groups, null)[0];
    expect(best?.entryId).toBe('cancel');
    expect(best?.coverage).toBe(1);
  });
});
