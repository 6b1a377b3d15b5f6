import { describe, expect, it } from 'vitest';
import { isBulletLine, isTableRow, splitSentences } from './sentences.js';

describe('splitSentences', () => {
  it('splits at end punctuation and keeps it', () => {
    expect(splitSentences('We open at eight. Are you coming? Yes! See you.')).toEqual([
      'We open at eight.',
      'Are you coming?',
      'Yes!',
      'See you.',
    ]);
  });

  it('keeps decimals, percentages, prices and version numbers whole', () => {
    expect(
      splitSentences(
        'Uptime is 99.95% each month. We support SAML 2.0 and OpenID Connect. A coffee costs $3.50 and v1.2.3 is current.',
      ),
    ).toEqual([
      'Uptime is 99.95% each month.',
      'We support SAML 2.0 and OpenID Connect.',
      'A coffee costs $3.50 and v1.2.3 is current.',
    ]);
  });

  it('does not cut after titles and abbreviations', () => {
    expect(
      splitSentences(
        'Dr. Lee and Mr. Park see patients, e.g. children, adults etc. on weekdays. ' +
          'Bring your ID, i.e. a passport. We moved to St. Anne Street in the U.S. Army building.',
      ),
    ).toEqual([
      'Dr. Lee and Mr. Park see patients, e.g. children, adults etc. on weekdays.',
      'Bring your ID, i.e. a passport.',
      'We moved to St. Anne Street in the U.S. Army building.',
    ]);
  });

  it('keeps times, numbered references and initials in their sentence', () => {
    expect(
      splitSentences(
        'We open at 9 a.m. Monday to Friday and close at 5 p.m. Please call ahead. ' +
          'Park in bay No. 5 next to J. K. Rowling Hall. See p. 12 for the map.',
      ),
    ).toEqual([
      'We open at 9 a.m. Monday to Friday and close at 5 p.m.',
      'Please call ahead.',
      'Park in bay No. 5 next to J. K. Rowling Hall.',
      'See p. 12 for the map.',
    ]);
  });

  it('ends a sentence after an abbreviation when a new sentence clearly follows', () => {
    expect(
      splitSentences(
        'We serve clients in the U.S. We also bring pens, paper etc. The rest is ours.',
      ),
    ).toEqual([
      'We serve clients in the U.S.',
      'We also bring pens, paper etc.',
      'The rest is ours.',
    ]);
    expect(splitSentences('Our office is at 12 Main St. Parking is free.')).toEqual([
      'Our office is at 12 Main St.',
      'Parking is free.',
    ]);
  });

  it('keeps web addresses and e-mail addresses whole, even at a sentence end', () => {
    expect(
      splitSentences(
        'Visit www.example.com or https://example.com/help.html today. Write to help@example.com. We answer fast.',
      ),
    ).toEqual([
      'Visit www.example.com or https://example.com/help.html today.',
      'Write to help@example.com.',
      'We answer fast.',
    ]);
  });

  it('does not cut at an ellipsis inside a sentence', () => {
    expect(splitSentences('We fix cavities, crowns… and more. Wait... what about braces?')).toEqual(
      ['We fix cavities, crowns… and more.', 'Wait... what about braces?'],
    );
  });

  it('keeps quotes and brackets with the sentence they close', () => {
    expect(splitSentences('She said "Come in." Then we sat (as asked.) It was fine.')).toEqual([
      'She said "Come in."',
      'Then we sat (as asked.)',
      'It was fine.',
    ]);
  });

  it('treats bullets, numbered items and table rows as units of their own', () => {
    const text = [
      'We accept the following plans:',
      '- Delta Dental',
      '* Cigna. Also MetLife',
      '• Aetna',
      '1. Book online',
      '2) Come in',
      '',
      'Service | Price',
      'Cleaning | $95.00',
    ].join('\n');
    expect(splitSentences(text)).toEqual([
      'We accept the following plans:',
      '- Delta Dental',
      '* Cigna. Also MetLife',
      '• Aetna',
      '1. Book online',
      '2) Come in',
      'Service | Price',
      'Cleaning | $95.00',
    ]);
  });

  it('keeps short lines apart and joins lines that were wrapped', () => {
    expect(
      splitSentences(
        'Cleaning $95\nWhitening $350\n\nWe are open Monday,\nTuesday and Friday. Our team of hygienists\nwill see you.',
      ),
    ).toEqual([
      'Cleaning $95',
      'Whitening $350',
      'We are open Monday, Tuesday and Friday.',
      'Our team of hygienists will see you.',
    ]);
  });

  it('keeps a numbered list inside a sentence apart from its numbers', () => {
    expect(splitSentences('Two steps: 1. Call us. 2. Come in.')).toEqual([
      'Two steps: 1. Call us.',
      '2. Come in.',
    ]);
  });

  it('gives nothing for blank text and the text itself without end punctuation', () => {
    expect(splitSentences(' \n\n ')).toEqual([]);
    expect(splitSentences('No punctuation here')).toEqual(['No punctuation here']);
  });
});

describe('line kinds', () => {
  it('recognises bullets and table rows', () => {
    expect(['- a', '* b', '• c', '1. d', '12) e'].every(isBulletLine)).toBe(true);
    expect(['-5 degrees', '2024 was good', 'A. Smith'].some(isBulletLine)).toBe(false);
    expect(isTableRow('Test | Report time')).toBe(true);
    expect(isTableRow('| a | b |')).toBe(true);
    expect(isTableRow('Either this|that')).toBe(false);
  });
});
