import { describe, expect, it } from 'vitest';
import { chunkText, countWords } from './chunking.js';

describe('countWords', () => {
  it('counts words, numbers and contractions, not punctuation', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('Open 8 to 6, Monday to Friday. We’re here!')).toBe(9);
    expect(countWords('e-mail the lab at info@lab.example')).toBe(6);
  });
});

describe('chunkText', () => {
  it('starts a passage at each heading and keeps the heading with it', () => {
    const text = '# Opening hours\n\nWe open at eight.\n\n# Home collection\n\nA nurse visits you.';
    expect(chunkText(text)).toEqual([
      { heading: 'Opening hours', content: 'We open at eight.', wordCount: 4 },
      { heading: 'Home collection', content: 'A nurse visits you.', wordCount: 4 },
    ]);
  });

  it('packs paragraphs up to about 300 words', () => {
    const paragraph = Array.from({ length: 100 }, (_, i) => `word${i}`).join(' ');
    const passages = chunkText(Array.from({ length: 7 }, () => paragraph).join('\n\n'));
    expect(passages.map((passage) => passage.wordCount)).toEqual([300, 300, 100]);
  });

  it('cuts one enormous paragraph at sentence ends, or by words without punctuation', () => {
    const sentence = `${Array.from({ length: 49 }, () => 'blood').join(' ')} test. `;
    const sentences = chunkText(sentence.repeat(20));
    expect(sentences.length).toBeGreaterThan(2);
    expect(sentences.every((passage) => passage.wordCount <= 450)).toBe(true);
    expect(sentences.every((passage) => passage.content.endsWith('.'))).toBe(true);

    const unpunctuated = chunkText(Array.from({ length: 1000 }, () => 'sample').join(' '));
    expect(unpunctuated.map((passage) => passage.wordCount)).toEqual([300, 300, 300, 100]);
  });

  it('gives nothing for blank text', () => {
    expect(chunkText('  \n\n ')).toEqual([]);
  });
});
