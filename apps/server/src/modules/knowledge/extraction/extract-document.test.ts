import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { extractDocument, extractInWorker } from './extract-document.js';
import { ExtractionError } from './extraction-error.js';
import { DEFAULT_EXTRACTION_LIMITS, type DocumentKind, type ExtractedDocument } from './types.js';

// Each extraction starts a worker thread (a few hundred ms, more on a busy machine).
const SLOW = { timeout: 60_000 };

const fixture = (name: string) => readFileSync(new URL(`../fixtures/${name}`, import.meta.url));

async function reasonFor(promise: Promise<ExtractedDocument>): Promise<string> {
  const error: unknown = await promise.then(
    () => null,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(ExtractionError);
  return (error as ExtractionError).message;
}

/** The convention the chunker relies on, whatever the source format. */
function expectConvention(text: string) {
  expect(text).toBe(text.trim());
  expect(text).not.toMatch(/\n{3,}/);
  expect(text).not.toMatch(/ {2,}/);
  expect(text).not.toMatch(/<\/?(?:p|h\d|ul|ol|li|table|tr|td|th|strong|em|a|img|br)\b[^>]*>/);
  expect(text).not.toMatch(/[\p{Cc}](?<!\n)/u);
  for (const line of text.split('\n')) expect(line).toBe(line.trim());
}

describe('extractDocument', SLOW, () => {
  const lab = [
    'Sunrise Diagnostics is a pathology laboratory in Pune that offers blood tests, urine tests and health check-up packages for families and companies.',
    'The laboratory is open from Monday to Saturday, 7:00 AM to 8:00 PM. On Sundays we are open from 7:00 AM to 1:00 PM for sample collection only.',
    'A trained phlebotomist can visit your home to collect samples. Home collection is free for orders above 500 rupees within city limits.',
    'Reports are sent by e-mail as a PDF and can also be collected at the front desk with your bill number.',
  ];

  it('reads a PDF: headings from the font sizes, paragraphs from the gaps, both pages', async () => {
    const { text, title } = await extractDocument(fixture('sample.pdf'), 'pdf');
    expectConvention(text);
    expect(title).toBe('Sunrise Diagnostics Patient Guide');
    const paragraphs = text.split('\n\n');
    expect(paragraphs[0]).toBe('# Sunrise Diagnostics Patient Guide');
    for (const sentence of lab) expect(paragraphs).toContain(sentence);
    expect(paragraphs).toContain('## Opening hours');
    expect(paragraphs).toContain('## Test reports'); // page 2
    expect(paragraphs).toContain('### Questions about a report');
    expect(paragraphs).toContain('Keep your prescription and a photo ID ready.');
    expect(paragraphs).toContain('Test | Report time');
  });

  it('reads a DOCX: headings, paragraphs, list items and table rows', async () => {
    const { text, title } = await extractDocument(fixture('sample.docx'), 'docx');
    expectConvention(text);
    expect(title).toBe('Sunrise Diagnostics Patient Guide');
    const paragraphs = text.split('\n\n');
    expect(paragraphs.slice(0, 3)).toEqual([
      '# Sunrise Diagnostics Patient Guide',
      lab[0],
      '## Opening hours',
    ]);
    for (const sentence of lab) expect(paragraphs).toContain(sentence);
    expect(paragraphs).toContain('## Home sample collection');
    expect(paragraphs).toContain('### Questions about a report');
    expect(paragraphs).toContain('Book a slot by phone or through the chat assistant.');
    expect(text).toContain(
      'Test | Report time\n\nComplete blood count | 6 hours\n\nThyroid profile | 24 hours',
    );
  });

  it('reads a Word 97 DOC: one paragraph per line, table cells joined', async () => {
    const { text, title } = await extractDocument(fixture('sample.doc'), 'doc');
    expectConvention(text);
    expect(title).toBeNull();
    const paragraphs = text.split('\n\n');
    expect(paragraphs[0]).toBe('Sunrise Diagnostics Patient Guide');
    for (const sentence of lab) expect(paragraphs).toContain(sentence);
    expect(paragraphs).toContain('Complete blood count | 6 hours');
  });

  it('reads a text file: line endings, blank lines, tabs and runs of spaces normalised', async () => {
    const { text, title } = await extractDocument(fixture('sample.txt'), 'txt');
    expectConvention(text);
    expect(title).toBeNull();
    expect(text).toBe(
      [
        'Sunrise Diagnostics - frequently asked questions',
        'When is the laboratory open?\nMonday to Saturday, 7:00 AM to 8:00 PM. Sundays 7:00 AM to 1:00 PM.',
        'Can you collect samples at home?\nYes. A phlebotomist visits your home; collection is free for orders above 500 rupees.',
        'When will my report be ready?\nMost routine reports are ready within 24 hours and are sent by e-mail.',
      ].join('\n\n'),
    );
  });

  it('reads Markdown: headings kept, links to their text, images and emphasis dropped', async () => {
    const { text, title } = await extractDocument(fixture('sample.md'), 'md');
    expectConvention(text);
    expect(title).toBe('Sunrise Diagnostics FAQ');
    const paragraphs = text.split('\n\n');
    expect(paragraphs.slice(0, 3)).toEqual([
      '# Sunrise Diagnostics FAQ',
      'Welcome to Sunrise Diagnostics, a pathology laboratory in Pune. Read the full price list before you book.',
      '## Opening hours',
    ]);
    expect(paragraphs).toContain('Book a slot through the chat assistant.');
    expect(paragraphs).toContain('Home collection is free for orders above 500 rupees.');
    expect(paragraphs).toContain('Complete blood count | 6 hours');
    expect(paragraphs).toContain('REPORT 12345');
    expect(text).not.toMatch(/example\.com|Our lab building|\*|~~|\[|\]/);
  });

  it('gives each booby-trapped or unreadable file its reason', async () => {
    const cases: [string, DocumentKind, string | RegExp][] = [
      ['encrypted.pdf', 'pdf', 'The PDF is password-protected'],
      ['empty.pdf', 'pdf', /^The document contains no text\. A scanned document .*\(OCR\)/],
      ['corrupt.docx', 'docx', 'The file is damaged or not a valid DOCX'],
      ['zip-bomb.docx', 'docx', 'The document expands to more than 50 MB when unpacked'],
      ['flate-bomb.pdf', 'pdf', 'The document expands to more than 50 MB when unpacked'],
      ['fake.pdf', 'pdf', 'The file is damaged or not a valid PDF'],
      ['sample.docx', 'doc', 'The file is damaged or not a valid DOC'],
    ];
    const reasons = await Promise.all(
      cases.map(([name, kind]) => reasonFor(extractDocument(fixture(name), kind))),
    );
    cases.forEach(([, , expected], i) => {
      if (typeof expected === 'string') expect(reasons[i]).toBe(expected);
      else expect(reasons[i]).toMatch(expected);
    });
  });

  it('catches the zip bomb by its compression ratio when the size limit is higher', async () => {
    const reason = await reasonFor(
      extractDocument(fixture('zip-bomb.docx'), 'docx', { maxUnpackedBytes: 500 * 1024 * 1024 }),
    );
    expect(reason).toBe(
      'The document contains a part that expands suspiciously when unpacked (a possible zip bomb)',
    );
  });

  it('says no text for a document of blank space', async () => {
    const reason = await reasonFor(extractDocument(Buffer.from(' \r\n\t\r\n  \u00a0'), 'txt'));
    expect(reason).toMatch(/^The document contains no text/);
  });

  it('terminates an extraction that takes longer than timeoutMs', async () => {
    const started = performance.now();
    expect(await reasonFor(extractDocument(fixture('sample.pdf'), 'pdf', { timeoutMs: 1 }))).toBe(
      'Reading the document took longer than 0.001 seconds',
    );
    expect(await reasonFor(extractDocument(fixture('sample.pdf'), 'pdf', { timeoutMs: 50 }))).toBe(
      'Reading the document took longer than 0.05 seconds',
    );
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('reports a worker that runs out of memory', async () => {
    const reason = await reasonFor(
      extractInWorker(fixture('sample.pdf'), 'pdf', DEFAULT_EXTRACTION_LIMITS, {
        maxOldGenerationSizeMb: 4,
        maxYoungGenerationSizeMb: 1,
      }),
    );
    expect(reason).toBe('The document needs more memory to read than is allowed');
  });

  it.each<[string, DocumentKind]>([
    ['sample.pdf', 'pdf'],
    ['sample.docx', 'docx'],
    ['sample.doc', 'doc'],
    ['sample.md', 'md'],
  ])('caps the output of %s at a paragraph boundary', async (name, kind) => {
    const full = (await extractDocument(fixture(name), kind)).text;
    const capped = (await extractDocument(fixture(name), kind, { maxOutputChars: 300 })).text;
    expect(capped.length).toBeLessThanOrEqual(300);
    expect(capped.length).toBeGreaterThan(100);
    expect(full.startsWith(capped)).toBe(true);
    expect(full.slice(capped.length, capped.length + 2)).toBe('\n\n');
  });

  it('keeps the main thread responsive while a document is read', async () => {
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 5);
    await extractDocument(fixture('sample.pdf'), 'pdf');
    clearInterval(ticker);
    expect(ticks).toBeGreaterThan(5);
  });
});
