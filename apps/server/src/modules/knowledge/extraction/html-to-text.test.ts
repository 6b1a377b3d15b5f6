import { describe, expect, it } from 'vitest';
import { decodeEntities, writeHtmlAsText } from './html-to-text.js';
import { TextOutput } from './text-output.js';

function convert(html: string, maxChars = 10_000): string {
  const output = new TextOutput(maxChars);
  writeHtmlAsText(html, output);
  return output.finish().text;
}

describe('writeHtmlAsText', () => {
  it('turns headings, paragraphs and list items into the text convention', () => {
    expect(
      convert(
        '<h1>Lab</h1><p>Open <strong>daily</strong>.<br />Closed on holidays.</p><h4>Deep</h4>' +
          '<ul><li>One<ul><li>Nested</li></ul></li><li><a href="x">Two</a><img src="" /></li></ul>',
      ),
    ).toBe('# Lab\n\nOpen daily.\nClosed on holidays.\n\n### Deep\n\nOne\n\nNested\n\nTwo');
  });

  it('writes a table row per line with cells joined by " | "', () => {
    expect(
      convert(
        '<p>Before</p><table><tr><td><p>Test</p></td><td><p>Report</p><p>time</p></td></tr>' +
          '<tr><td>CBC</td><td></td><td>6 h<table><tr><td>inner</td></tr></table></td></tr></table><p>After</p>',
      ),
    ).toBe('Before\n\nTest | Report time\n\nCBC | 6 h inner\n\nAfter');
  });

  it('stops converting once the output is full', () => {
    const html = '<p>Paragraph number one.</p>'.repeat(1_000);
    expect(convert(html, 60)).toBe('Paragraph number one.\n\nParagraph number one.');
  });
});

describe('decodeEntities', () => {
  it('decodes named and numeric entities and drops invalid code points', () => {
    expect(
      decodeEntities('A &amp; B &lt;tag&gt; &quot;q&quot; &#39;s&#x27; &#8377;500 &#0; &bogus;'),
    ).toBe('A & B <tag> "q" \'s\' ₹500  &bogus;');
  });
});
