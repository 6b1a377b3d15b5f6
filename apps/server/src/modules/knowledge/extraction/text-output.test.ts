import { describe, expect, it } from 'vitest';
import { ExtractionError } from './extraction-error.js';
import { cleanParagraph, TextOutput } from './text-output.js';

describe('cleanParagraph', () => {
  it('drops control and zero-width characters, collapses spaces and blank lines', () => {
    expect(
      cleanParagraph('  Opening\u0007 hours:\t\t7\u00a0AM \u200b\r\n\r\n  to 8 PM \u0000 '),
    ).toBe('Opening hours: 7 AM\nto 8 PM');
  });

  it('treats Word line and page breaks as line breaks', () => {
    expect(cleanParagraph('Line one\u000bLine two\u000cLine three')).toBe(
      'Line one\nLine two\nLine three',
    );
  });
});

describe('TextOutput', () => {
  it('separates blocks by one blank line and writes headings with their level', () => {
    const output = new TextOutput(1_000);
    output.heading('Test  reports', 1);
    output.paragraph('Ready in 24 hours.');
    output.heading('Culture\nreports', 3);
    output.paragraph('   ');
    output.paragraph('Ready in 3 to 5 days.');
    expect(output.finish()).toEqual({
      text: '# Test reports\n\nReady in 24 hours.\n\n### Culture reports\n\nReady in 3 to 5 days.',
      title: 'Test reports',
    });
  });

  it('takes the metadata title only when there is no heading', () => {
    const output = new TextOutput(1_000);
    output.paragraph('Body text.');
    expect(output.finish(' Lab  guide ').title).toBe('Lab guide');
    expect(output.finish('').title).toBeNull();
  });

  it('stops at the cap on a paragraph boundary and refuses what comes after', () => {
    const output = new TextOutput(30);
    expect(output.paragraph('First paragraph.')).toBe(true); // 16
    expect(output.paragraph('Second one.')).toBe(true); // 16 + 2 + 11 = 29
    expect(output.paragraph('Third.')).toBe(false);
    expect(output.isFull).toBe(true);
    expect(output.paragraph('x')).toBe(false);
    expect(output.finish().text).toBe('First paragraph.\n\nSecond one.');
  });

  it('cuts a first paragraph longer than the cap at a word', () => {
    const output = new TextOutput(20);
    output.paragraph('Home collection is free above 500 rupees.');
    expect(output.finish().text).toBe('Home collection is');
  });

  it('throws the no-text reason when only punctuation or nothing was written', () => {
    const output = new TextOutput(100);
    output.paragraph(' - • ');
    expect(() => output.finish()).toThrow(ExtractionError);
    expect(() => output.finish()).toThrow(/^The document contains no text/);
  });
});
