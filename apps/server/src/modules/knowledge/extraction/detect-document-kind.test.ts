import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { detectDocumentKind } from './detect-document-kind.js';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/${name}`, import.meta.url));

describe('detectDocumentKind', () => {
  it('recognises each kind by its extension and its content', () => {
    expect(detectDocumentKind('guide.pdf', fixture('sample.pdf'))).toBe('pdf');
    expect(detectDocumentKind('guide.docx', fixture('sample.docx'))).toBe('docx');
    expect(detectDocumentKind('guide.doc', fixture('sample.doc'))).toBe('doc');
    expect(detectDocumentKind('faq.txt', fixture('sample.txt'))).toBe('txt');
    expect(detectDocumentKind('faq.md', fixture('sample.md'))).toBe('md');
  });

  it('ignores the case of the extension and keeps booby-trapped files of the right kind', () => {
    expect(detectDocumentKind('GUIDE.PDF', fixture('sample.pdf'))).toBe('pdf');
    expect(detectDocumentKind('report.Docx', fixture('zip-bomb.docx'))).toBe('docx');
    expect(detectDocumentKind('locked.pdf', fixture('encrypted.pdf'))).toBe('pdf');
  });

  it('accepts a damaged docx (still a zip), whose extraction then fails with a reason', () => {
    expect(detectDocumentKind('corrupt.docx', fixture('corrupt.docx'))).toBe('docx');
  });

  it('returns null when the content does not match the extension', () => {
    expect(detectDocumentKind('fake.pdf', fixture('fake.pdf'))).toBeNull();
    expect(detectDocumentKind('guide.pdf', fixture('sample.docx'))).toBeNull();
    expect(detectDocumentKind('guide.docx', fixture('sample.doc'))).toBeNull();
    expect(detectDocumentKind('guide.doc', fixture('sample.docx'))).toBeNull();
    expect(detectDocumentKind('notes.txt', fixture('sample.pdf'))).toBeNull();
    expect(detectDocumentKind('notes.md', fixture('fake.pdf'))).toBeNull();
  });

  it('does not take a zip without word/document.xml for a docx', () => {
    const zip = readFileSync(new URL('../fixtures/sample.docx', import.meta.url));
    const renamed = Buffer.from(
      zip.toString('latin1').replaceAll('word/document.xml', 'word/documenX.xml'),
      'latin1',
    );
    expect(detectDocumentKind('guide.docx', renamed)).toBeNull();
  });

  it('refuses text with NUL bytes or invalid UTF-8', () => {
    expect(detectDocumentKind('a.txt', Buffer.from('hello\u0000world'))).toBeNull();
    expect(detectDocumentKind('a.txt', Buffer.from([0x68, 0x69, 0xff, 0xfe]))).toBeNull();
    expect(detectDocumentKind('a.txt', Buffer.from('Opening hours: 7–8 ✓', 'utf8'))).toBe('txt');
  });

  it('returns null for any other extension, or none', () => {
    expect(detectDocumentKind('guide.pdf.exe', fixture('sample.pdf'))).toBeNull();
    expect(detectDocumentKind('photo.png', fixture('fake.pdf'))).toBeNull();
    expect(detectDocumentKind('guide.odt', fixture('sample.docx'))).toBeNull();
    expect(detectDocumentKind('README', fixture('sample.txt'))).toBeNull();
  });
});
