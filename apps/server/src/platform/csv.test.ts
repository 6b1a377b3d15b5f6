import { describe, expect, it } from 'vitest';
import { csvField, csvLine } from './csv.js';

describe('csv', () => {
  it('quotes fields with commas, quotes and line breaks', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
  });

  it('writes empty fields for missing values and ISO text for dates', () => {
    expect(csvLine([null, undefined, 3, true, new Date('2024-01-05T10:30:00Z')])).toBe(
      ',,3,true,2024-01-05T10:30:00.000Z\r\n',
    );
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('-5')).toBe("'-5");
    expect(csvField(-5)).toBe('-5');
  });
});
