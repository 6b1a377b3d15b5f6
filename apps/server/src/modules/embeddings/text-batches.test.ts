import { describe, expect, it } from 'vitest';
import { textBatches } from './text-batches.js';

describe('textBatches', () => {
  it('cuts at the number of texts, in order', () => {
    expect(textBatches(['a', 'b', 'c', 'd', 'e'], { maxTexts: 2 })).toEqual([
      ['a', 'b'],
      ['c', 'd'],
      ['e'],
    ]);
    expect(textBatches([], { maxTexts: 2 })).toEqual([]);
  });

  it('cuts at the characters, counting each text only up to the cap', () => {
    const long = 'x'.repeat(1000);
    expect(
      textBatches([long, long, 'yy', long], { maxTexts: 32, maxChars: 20, countCharsUpTo: 10 }),
    ).toEqual([
      [long, long],
      ['yy', long],
    ]);
  });
});
