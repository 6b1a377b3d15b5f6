import { describe, expect, it } from 'vitest';
import { stripInlineSyntax, writeMarkdownAsText } from './read-markdown.js';
import { TextOutput } from './text-output.js';

function convert(markdown: string): string {
  const output = new TextOutput(10_000);
  writeMarkdownAsText(markdown, output);
  return output.finish().text;
}

describe('stripInlineSyntax', () => {
  it('keeps link text and drops images, autolink brackets and HTML tags', () => {
    expect(
      stripInlineSyntax('See [our prices](https://x.test/p "Prices") and ![logo](logo.png)'),
    ).toBe('See our prices and ');
    expect(stripInlineSyntax('Ask [the desk][desk] or <https://x.test> <b>now</b>')).toBe(
      'Ask the desk or https://x.test now',
    );
  });

  it('removes emphasis markers but not underscores inside words or code', () => {
    expect(stripInlineSyntax('**Fasting** tests, *before* 10 AM, __not__ _after_, ~~never~~')).toBe(
      'Fasting tests, before 10 AM, not after, never',
    );
    expect(stripInlineSyntax('file_name_here and `a *b* c` and 2 * 3 * 4')).toBe(
      'file_name_here and a *b* c and 2 * 3 * 4',
    );
    expect(stripInlineSyntax('Price \\*not\\* final')).toBe('Price *not* final');
  });
});

describe('writeMarkdownAsText', () => {
  it('keeps ATX and setext headings, capped at level 3', () => {
    expect(convert('Lab guide\n=========\n\nHours\n-----\n\n#### Sundays ####\ntext')).toBe(
      '# Lab guide\n\n## Hours\n\n### Sundays\n\ntext',
    );
  });

  it('joins soft-wrapped lines, splits list items and drops rules and reference definitions', () => {
    expect(
      convert(
        'One line\nwrapped here.\n\n* first\n* second\n  continued\n\n***\n\n[ref]: https://x.test',
      ),
    ).toBe('One line wrapped here.\n\nfirst\n\nsecond continued');
  });

  it('keeps code blocks as text with their line breaks, untouched by inline rules', () => {
    expect(convert('Run:\n\n~~~sh\nnpm run *build*\n  --fast\n~~~\nDone.')).toBe(
      'Run:\n\nnpm run *build*\n--fast\n\nDone.',
    );
  });

  it('writes tables one row per line, without the separator row, and unquotes quotes', () => {
    expect(convert('| Test | Time |\n|:-----|-----:|\n| **CBC** | 6 h |\n\n> Quoted\n> text')).toBe(
      'Test | Time\n\nCBC | 6 h\n\nQuoted text',
    );
  });
});
