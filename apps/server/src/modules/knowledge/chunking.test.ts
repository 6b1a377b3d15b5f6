import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chunkText, countWords } from './chunking.js';

const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

const words = (count: number, word = 'word') =>
  Array.from({ length: count }, (_, i) => `${word}${i}`).join(' ');

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

  it('splits a plain-text guide into one passage per section titled in capitals', () => {
    const passages = chunkText(fixture('dental-patient-guide.txt'));
    const titles = [
      'ABOUT THE PRACTICE',
      'OPENING HOURS',
      'YOUR FIRST VISIT',
      'TREATMENTS WE OFFER',
      'PRICE LIST',
      'INSURANCE AND PAYMENT',
      'DENTAL EMERGENCIES',
      'APPOINTMENTS AND CANCELLATIONS',
      'AFTER YOUR TREATMENT',
      'CHILDREN AND NERVOUS PATIENTS',
      'FINDING US',
    ];
    expect(passages.map((passage) => passage.heading)).toEqual([
      'Brightwater Dental Studio – Patient Guide',
      ...titles,
    ]);
    for (const passage of passages) {
      expect(titles.filter((title) => passage.content.includes(title))).toEqual([]);
      expect(passage.content).not.toContain('Patient Guide');
      expect(passage.wordCount).toBeLessThanOrEqual(110);
    }
    const byHeading = new Map(passages.map((passage) => [passage.heading, passage.content]));
    expect(byHeading.get('PRICE LIST')).toContain('Teeth whitening (in-studio session) – $350');
    expect(byHeading.get('INSURANCE AND PAYMENT')).toContain(
      'We accept the following insurance plans:\nDelta Dental\nCigna\nMetLife',
    );
    expect(byHeading.get('OPENING HOURS')).toMatch(/^Monday to Thursday: 8:00 am – 6:00 pm\n/);
    // Wrapped lines are joined; a sentence never ends at a line break or an abbreviation.
    expect(byHeading.get('ABOUT THE PRACTICE')).toContain(
      'Dr. Ruiz trained at the University of Michigan and has practised general and cosmetic dentistry',
    );
  });

  it('sees short title-like lines and question lines before a paragraph as headings', () => {
    const text = [
      'Lakeside Physiotherapy',
      'Insurance and payment\nMost private health plans cover our sessions. Bring your card.',
      'Parking\n\nThere is free parking behind the clinic for two hours.',
      'Do you treat children?\nYes, from the age of six with a parent present.',
    ].join('\n\n');
    expect(chunkText(text).map(({ heading, content }) => ({ heading, content }))).toEqual([
      {
        heading: 'Insurance and payment',
        content: 'Most private health plans cover our sessions. Bring your card.',
      },
      { heading: 'Parking', content: 'There is free parking behind the clinic for two hours.' },
      {
        heading: 'Do you treat children?',
        content: 'Yes, from the age of six with a parent present.',
      },
    ]);
  });

  it('reads a document’s “Q:” and “A:” lines as questions and answers, without the markers', () => {
    const text = [
      'Q: Do you deliver on Sundays?\nA: No, deliveries run Monday to Saturday.',
      'Question: What is the minimum order?\n\nAnswer: $25; orders over $60 ship free.',
      '**Q:** Can I pay by card?\n**A:** Yes, every major card.',
    ].join('\n\n');
    expect(chunkText(text).map(({ heading, content }) => ({ heading, content }))).toEqual([
      { heading: 'Do you deliver on Sundays?', content: 'No, deliveries run Monday to Saturday.' },
      { heading: 'What is the minimum order?', content: '$25; orders over $60 ship free.' },
      { heading: 'Can I pay by card?', content: 'Yes, every major card.' },
    ]);
    // Without a marked question, "A:" is part of the text.
    expect(chunkText('Plans\n\nA: the basic plan, for one user.')[0]?.content).toBe(
      'A: the basic plan, for one user.',
    );
  });

  it('keeps the title line as the heading of the text that follows it', () => {
    expect(chunkText('Lakeside Physiotherapy\nWe treat sports injuries and back pain.')).toEqual([
      {
        heading: 'Lakeside Physiotherapy',
        content: 'We treat sports injuries and back pain.',
        wordCount: 7,
      },
    ]);
  });

  it('leaves out a subtitle under the opening heading, which answers nothing', () => {
    const guide = [
      'SAVING FROM YOUR SALARY',
      'A Guide for Staff',
      'HOW IT WORKS',
      'Your employer pays part of your salary straight into your savings each month.',
    ].join('\n\n');
    expect(chunkText(guide).map((passage) => passage.heading)).toEqual([
      'SAVING FROM YOUR SALARY › HOW IT WORKS',
    ]);
    // A line with a date or a sentence under the title is kept: it may be asked for.
    const dated = guide.replace('A Guide for Staff', 'Valid from 1 May 2026');
    expect(chunkText(dated).map((passage) => passage.content)[0]).toBe('Valid from 1 May 2026');
  });

  it('does not take the last item of a list or a short line after a heading for a heading', () => {
    const text = [
      '# Plans',
      'We accept:',
      'Delta Dental',
      'Cigna',
      'Payment is due on the day of the treatment, by card or cash.',
      '## Hours',
      'Monday: 9 am – 5 pm\nTuesday: 9 am – 5 pm',
      'Late evenings are available on request for working patients.',
    ].join('\n\n');
    const passages = chunkText(text);
    expect(passages.map((passage) => passage.heading)).toEqual(['Plans', 'Hours']);
    expect(passages[0]?.content).toBe(
      'We accept:\nDelta Dental\nCigna\n\nPayment is due on the day of the treatment, by card or cash.',
    );
    expect(passages[1]?.content).toBe(
      'Monday: 9 am – 5 pm\nTuesday: 9 am – 5 pm\n\nLate evenings are available on request for working patients.',
    );
  });

  it('keeps capitals that follow a list introduction as list items', () => {
    expect(chunkText('We offer:\n\nMRI\n\nPET\n\nCall us to book a scan today.')).toEqual([
      {
        heading: '',
        content: 'We offer:\nMRI\nPET\n\nCall us to book a scan today.',
        wordCount: 11,
      },
    ]);
  });

  it('names a nested Markdown heading after its parent, but not after the document title', () => {
    const text =
      '# Clinic guide\n\nIntro text.\n\n## Fees\n\nFees vary.\n\n### Whitening\n\nA session costs $350.';
    expect(chunkText(text).map((passage) => passage.heading)).toEqual([
      'Clinic guide',
      'Fees',
      'Fees › Whitening',
    ]);
  });

  it('sees numbered section titles as headings, but not the items of a numbered list', () => {
    const text = [
      'SERVICE LEVEL AGREEMENT',
      'This agreement is part of the terms of service for paying customers.',
      '1. AVAILABILITY COMMITMENT',
      'The service is available 99.9% of the time in each calendar month.',
      '2.1 Scheduled maintenance',
      'Maintenance takes place on Sundays between 02:00 and 04:00 UTC.',
      'To claim a credit:\n1. Write to billing within 30 days.\n2. Name the affected month.',
    ].join('\n\n');
    expect(chunkText(text).map((passage) => passage.heading)).toEqual([
      'SERVICE LEVEL AGREEMENT',
      'AVAILABILITY COMMITMENT',
      'AVAILABILITY COMMITMENT › Scheduled maintenance',
      'AVAILABILITY COMMITMENT › To claim a credit',
    ]);
    expect(chunkText(text)[3]?.content).toBe(
      '1. Write to billing within 30 days.\n2. Name the affected month.',
    );
    const unnumbered = '24 Hour Emergency Line\n\nCall us at any hour on the number below.';
    expect(chunkText(unnumbered)[0]?.heading).toBe('24 Hour Emergency Line');
  });

  it('sees a numbered title in capitals alone in its block as the heading of the list under it', () => {
    const text = [
      '5. CATERING',
      'All food is made by our in-house caterer, Brass & Barley.',
      '6. EXTRAS',
      '- Curator-led tour: £150 per 30 guests.\n- Railway rides: £250.',
      '7. BOOKING TERMS',
      '- A provisional booking is held for 14 days.\n- A 30% deposit confirms it.',
    ].join('\n\n');
    expect(chunkText(text).map(({ heading, content }) => ({ heading, content }))).toEqual([
      { heading: 'CATERING', content: 'All food is made by our in-house caterer, Brass & Barley.' },
      {
        heading: 'EXTRAS',
        content: '- Curator-led tour: £150 per 30 guests.\n- Railway rides: £250.',
      },
      {
        heading: 'BOOKING TERMS',
        content: '- A provisional booking is held for 14 days.\n- A 30% deposit confirms it.',
      },
    ]);
  });

  it('sees the numbered titles between sections as headings, wherever the blank lines are', () => {
    const text = [
      'IN THE BOX\n- The router\n- A power adapter\n1. Before you start',
      'Check that the fibre box on the wall shows a green light.',
      '2. What the lights mean\nLight | Meaning\nAmber | No signal from the fibre box\n3. How often should I restart it?',
      'Only when support asks you to.\n1. Hold the button.\n2. Wait for the light.',
    ].join('\n\n');
    expect(chunkText(text).map(({ heading, content }) => ({ heading, content }))).toEqual([
      { heading: 'IN THE BOX', content: '- The router\n- A power adapter' },
      {
        heading: 'Before you start',
        content: 'Check that the fibre box on the wall shows a green light.',
      },
      {
        heading: 'What the lights mean',
        content: 'Light | Meaning\nAmber | No signal from the fibre box',
      },
      {
        heading: 'How often should I restart it?',
        content: 'Only when support asks you to.\n\n1. Hold the button.\n2. Wait for the light.',
      },
    ]);
  });

  it('reads an address on a line of its own as part of the section, not its title', () => {
    const text =
      '# Getting here\n\nThe Chandlery, 27 Narrow Quay, Bristol BS1 4QA\n\nFind us by the green doors.';
    expect(chunkText(text).map(({ heading, content }) => ({ heading, content }))).toEqual([
      {
        heading: 'Getting here',
        content: 'The Chandlery, 27 Narrow Quay, Bristol BS1 4QA\n\nFind us by the green doors.',
      },
    ]);
  });

  it('reads a postcode on the last line of an address as the address, not a title', () => {
    const text = '# Visit us\n\nThe Old Forge\nMill Lane, Hexham\nNE46 3RS\n\nParking is free.';
    expect(chunkText(text).map(({ heading, content }) => ({ heading, content }))).toEqual([
      {
        heading: 'Visit us',
        content: 'The Old Forge\nMill Lane, Hexham\nNE46 3RS\n\nParking is free.',
      },
    ]);
  });

  it('treats a short label ending with a colon before a list as a heading', () => {
    const text =
      'Clinic guide\n\nCONTACT\nCall us any time.\n\nOpening hours:\nMonday 9–5\nTuesday 9–5';
    expect(chunkText(text).map(({ heading, content }) => ({ heading, content }))).toEqual([
      { heading: 'CONTACT', content: 'Call us any time.' },
      { heading: 'CONTACT › Opening hours', content: 'Monday 9–5\nTuesday 9–5' },
    ]);
  });

  it('splits a long section into balanced pieces at paragraph ends, never mid-sentence', () => {
    const paragraph = `${words(25)}. ${words(25, 'more')}.`;
    const text = `# Services\n\n${Array.from({ length: 5 }, () => paragraph).join('\n\n')}`;
    const passages = chunkText(text);
    expect(passages.map((passage) => passage.wordCount)).toEqual([100, 100, 50]);
    expect(passages.every((passage) => passage.heading === 'Services')).toBe(true);
    expect(passages.every((passage) => passage.content.endsWith('.'))).toBe(true);
  });

  it('cuts one enormous paragraph at sentence ends, or by words without punctuation', () => {
    const sentence = `Blood ${Array.from({ length: 48 }, () => 'blood').join(' ')} test. `;
    const sentences = chunkText(sentence.repeat(20));
    expect(sentences.length).toBeGreaterThan(5);
    expect(sentences.every((passage) => passage.wordCount <= 110)).toBe(true);
    expect(sentences.every((passage) => passage.content.endsWith('.'))).toBe(true);

    const unpunctuated = chunkText(Array.from({ length: 1000 }, () => 'sample').join(' '));
    expect(unpunctuated.map((passage) => passage.wordCount)).toEqual(Array(10).fill(100));
  });

  it('keeps a short paragraph with the list it introduces when a section is split', () => {
    const intro = 'Ridgeline Shell: our lightest waterproof jacket.';
    const specs = Array.from({ length: 8 }, (_, i) => `- Feature ${i}: ${words(6)}`);
    const text = `# Jackets\n\n${words(70)}.\n\n${intro}\n\n${specs.join('\n')}`;
    const passages = chunkText(text).map((passage) => passage.content);
    expect(passages).toHaveLength(2);
    expect(passages[0]).toBe(`${words(70)}.`);
    expect(passages[1]).toBe(`${intro}\n\n${specs.join('\n')}`);
  });

  it('repeats a table header and a list introduction in every piece of a split', () => {
    const rows = Array.from(
      { length: 24 },
      (_, i) => `Treatment number ${i} with a long name | $${i + 100}`,
    );
    const table = chunkText(`# Prices\n\nTreatment | Price\n\n${rows.join('\n\n')}`);
    expect(table.length).toBe(2);
    for (const passage of table) {
      expect(passage.content.startsWith('Treatment | Price\n')).toBe(true);
      expect(passage.content.split('\n').every((line) => line.includes(' | '))).toBe(true);
    }

    const items = Array.from({ length: 30 }, (_, i) => `Plan number ${i} of ours`);
    const list = chunkText(`We accept these plans:\n${items.join('\n')}`);
    expect(list.length).toBe(2);
    for (const passage of list) expect(passage.content).toMatch(/^We accept these plans:\nPlan/);
  });

  it('gives nothing for blank text, and the text itself when it holds only headings', () => {
    expect(chunkText('  \n\n ')).toEqual([]);
    expect(chunkText('# Price list')).toEqual([
      { heading: '', content: 'Price list', wordCount: 2 },
    ]);
  });
});
