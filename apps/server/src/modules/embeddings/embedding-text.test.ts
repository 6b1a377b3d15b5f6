import { describe, expect, it } from 'vitest';
import { EMBEDDING_TEXT_MAX_CHARS, embeddingTextsOf } from './embedding-text.js';

describe('embeddingTextsOf', () => {
  it('is the question followed by the answer for a Q&A entry', () => {
    expect(
      embeddingTextsOf({
        entryType: 'faq',
        entryTitle: 'What are your opening hours?',
        heading: '',
        content: 'Monday to Saturday,\n\n7 am to 8 pm.',
      }),
    ).toEqual(['What are your opening hours?\nMonday to Saturday, 7 am to 8 pm.']);
  });

  it('carries the title and the section heading of a document chunk', () => {
    const chunk = {
      entryType: 'document',
      entryTitle: 'Price list',
      content: 'CBC: $12.',
    } as const;
    expect(embeddingTextsOf({ ...chunk, heading: 'Blood tests' })).toEqual([
      'Price list\nBlood tests\nCBC: $12.',
    ]);
    expect(embeddingTextsOf({ ...chunk, heading: 'Price list' })).toEqual([
      'Price list\nCBC: $12.',
    ]);
  });

  it('is cut at a word near the limit', () => {
    const [text = ''] = embeddingTextsOf({
      entryType: 'website',
      entryTitle: 'Page',
      heading: '',
      content: 'word '.repeat(1000),
    });
    expect(text.length).toBeLessThanOrEqual(EMBEDDING_TEXT_MAX_CHARS);
    expect(text.length).toBeGreaterThan(EMBEDDING_TEXT_MAX_CHARS * 0.9);
    expect(text.endsWith('word')).toBe(true);
  });

  it('is one text while the model reads it whole', () => {
    const chunk = {
      entryType: 'document',
      entryTitle: 'Guide',
      heading: 'Parking',
      content: 'Park behind the building. The entrance is on Oak Street.',
    } as const;
    expect(embeddingTextsOf(chunk, 14)).toHaveLength(1);
  });

  it('is windows of whole sentences under the title and heading when the model reads less', () => {
    const sentences = Array.from({ length: 9 }, (_, i) => `Sentence ${i + 1} has five words.`);
    const texts = embeddingTextsOf(
      {
        entryType: 'document',
        entryTitle: 'Guide',
        heading: 'Parking',
        content: sentences.join(' '),
      },
      // Two words of context leave 30 for the passage: six sentences of five words a window.
      32,
    );
    expect(texts).toEqual([
      `Guide\nParking\n${sentences.slice(0, 6).join(' ')}`,
      `Guide\nParking\n${sentences.slice(6).join(' ')}`,
    ]);
  });

  it('gives a sentence longer than a window a window of its own', () => {
    const long = `Many ${'more '.repeat(40).trim()} words.`;
    const texts = embeddingTextsOf(
      {
        entryType: 'faq',
        entryTitle: 'Question?',
        heading: '',
        content: `Short one. ${long} End.`,
      },
      35,
    );
    expect(texts).toEqual(['Question?\nShort one.', `Question?\n${long}`, 'Question?\nEnd.']);
  });

  it('stays one text when a title longer than the model reads stands over no sentence', () => {
    expect(
      embeddingTextsOf(
        { entryType: 'document', entryTitle: 'A rather long title', heading: '', content: ' ' },
        2,
      ),
    ).toEqual(['A rather long title']);
  });
});
