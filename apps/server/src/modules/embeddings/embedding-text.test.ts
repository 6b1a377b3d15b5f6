import { describe, expect, it } from 'vitest';
import { EMBEDDING_TEXT_MAX_CHARS, embeddingTextOf } from './embedding-text.js';

describe('embeddingTextOf', () => {
  it('is the question followed by the answer for a Q&A entry', () => {
    expect(
      embeddingTextOf({
        entryType: 'faq',
        entryTitle: 'What are your opening hours?',
        heading: '',
        content: 'Monday to Saturday,\n\n7 am to 8 pm.',
      }),
    ).toBe('What are your opening hours?\nMonday to Saturday, 7 am to 8 pm.');
  });

  it('carries the title and the section heading of a document chunk', () => {
    const chunk = {
      entryType: 'document',
      entryTitle: 'Price list',
      content: 'CBC: $12.',
    } as const;
    expect(embeddingTextOf({ ...chunk, heading: 'Blood tests' })).toBe(
      'Price list\nBlood tests\nCBC: $12.',
    );
    expect(embeddingTextOf({ ...chunk, heading: 'Price list' })).toBe('Price list\nCBC: $12.');
  });

  it('is cut at a word near the limit', () => {
    const text = embeddingTextOf({
      entryType: 'website',
      entryTitle: 'Page',
      heading: '',
      content: 'word '.repeat(1000),
    });
    expect(text.length).toBeLessThanOrEqual(EMBEDDING_TEXT_MAX_CHARS);
    expect(text.length).toBeGreaterThan(EMBEDDING_TEXT_MAX_CHARS * 0.9);
    expect(text.endsWith('word')).toBe(true);
  });
});
