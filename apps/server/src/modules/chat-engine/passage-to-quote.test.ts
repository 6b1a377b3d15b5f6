import { describe, expect, it } from 'vitest';
import type { IndexedDocument } from './knowledge-index.js';
import { companionPassage, passageToQuote } from './passage-to-quote.js';
import type { RankedEntry } from './rank.js';

const passage = (text: string): IndexedDocument => ({
  entryId: 'holidays',
  chunkIds: [text],
  type: 'document',
  title: 'Holiday shipping',
  heading: '',
  text,
  fields: {},
  lengths: {},
  vectors: [],
});

const gifts = passage('Digital vouchers arrive by e-mail at once, right up to Christmas morning.');
const deadlines = passage('Order by Monday, December 16 for standard delivery before Christmas.');

function ranked(second: number): RankedEntry {
  return {
    entryId: 'holidays',
    document: gifts,
    lexical: 1,
    coverage: 0.6,
    similarity: null,
    score: 1,
    confidence: 0.6,
    holdsAnswer: null,
    others: [{ document: deadlines, score: second }],
  };
}

describe('passageToQuote', () => {
  it('takes a close second passage that holds the kind of fact asked for', () => {
    expect(passageToQuote(ranked(0.8), 'time')).toBe(deadlines);
  });

  it('keeps the best passage when the question asks for no kind of fact or the second is far', () => {
    expect(passageToQuote(ranked(0.8), null)).toBe(gifts);
    expect(passageToQuote(ranked(0.4), 'time')).toBe(gifts);
    expect(passageToQuote(ranked(0.8), 'price')).toBe(gifts);
  });
});

describe('companionPassage', () => {
  const section = (heading: string, text: string): IndexedDocument => ({
    ...passage(text),
    entryId: 'returns',
    heading,
  });
  const window = section('TIME LIMITS', 'Items bought online can be returned within 60 days.');
  const elsewhere = section(
    'ITEMS BOUGHT ELSEWHERE',
    'Return them to the retailer you bought from.',
  );
  // The question "bought it at another shop, can i return it": both sections write "return"; only
  // the second's name holds "bought".
  const relevance = (text: string) =>
    ['bought', 'return'].filter((word) => text.toLowerCase().includes(word)).length;
  const returns = (secondScore: number): RankedEntry => ({
    ...ranked(secondScore),
    entryId: 'returns',
    document: window,
    others: [{ document: elsewhere, score: secondScore }],
  });

  it('quotes beside the best a near section whose name says more of the question', () => {
    expect(companionPassage(returns(0.9), window, relevance)).toBe(elsewhere);
  });

  it('quotes no second section that is far behind or named no nearer the question', () => {
    expect(companionPassage(returns(0.5), window, relevance)).toBeNull();
    expect(companionPassage(returns(0.9), elsewhere, relevance)).toBeNull();
  });
});
