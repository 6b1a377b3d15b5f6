import { describe, expect, it } from 'vitest';
import { expectedAnswerType } from './answer-type.js';
import { hasFact, quotePassage, tidyAnswer } from './extract-answer.js';

/** A stand-in for the ranking's relevance: how many of the question's words a sentence holds. */
function wordsOf(question: string): (sentence: string) => number {
  const asked = new Set(question.toLowerCase().match(/[a-z]{4,}/g) ?? []);
  return (sentence) =>
    new Set((sentence.toLowerCase().match(/[a-z]{4,}/g) ?? []).filter((word) => asked.has(word)))
      .size;
}

const filler = [
  'Our studio is on the ground floor of the old library building.',
  'We have been looking after families in the town for many years.',
  'The waiting room has free tea, coffee and a small play corner.',
  'Most of our team have worked together for more than ten years.',
];

describe('quotePassage', () => {
  it('quotes the price that follows the sentence the question matches', () => {
    const passage = {
      heading: 'Cosmetic treatments',
      content: [
        ...filler,
        'Yes, we offer teeth whitening.',
        'A session costs $350.',
        ...filler,
      ].join(' '),
    };
    const quote = quotePassage(passage, wordsOf('How much is teeth whitening?'));
    expect(quote).toContain('Yes, we offer teeth whitening. A session costs $350.');
    expect(quote).not.toContain('Cosmetic treatments');
    expect(quote).not.toContain(filler[3]);
    expect(quote).not.toContain(filler[0]);
  });

  it('quotes an address whole, however many short lines it takes', () => {
    const passage = {
      heading: 'Where to find us',
      content: [
        'The Old Forge Bakery\nUnit 4, Mill Lane\nHexham, Northumberland\nNE46 3RS',
        filler.join(' '),
        filler.join(' '),
      ].join('\n\n'),
    };
    const quote = quotePassage(passage, wordsOf('where is the forge bakery'));
    expect(quote).toContain('Hexham, Northumberland\nNE46 3RS');
  });

  it('takes the sentence before when the best one refers back to it', () => {
    const passage = {
      heading: '',
      content: [
        ...filler,
        'We also make custom night guards for patients who grind their teeth.',
        'They are made in our own lab within a week.',
        ...filler,
      ].join(' '),
    };
    expect(quotePassage(passage, wordsOf('how long does it take to be made in the lab'))).toBe(
      'We also make custom night guards for patients who grind their teeth. They are made in our own lab within a week.',
    );
  });

  it('quotes a list with the sentence that introduces it', () => {
    const passage = {
      heading: 'INSURANCE AND PAYMENT',
      content: [
        [...filler, ...filler].join(' '),
        'We accept the following insurance plans:\nDelta Dental\nCigna\n* MetLife\n• Aetna',
        'Payment is due on the day of treatment. We take cash and all major cards.',
      ].join('\n\n'),
    };
    expect(quotePassage(passage, wordsOf('Which insurance plans do you accept?'))).toBe(
      'We accept the following insurance plans:\n- Delta Dental\n- Cigna\n- MetLife\n- Aetna',
    );
    expect(quotePassage(passage, wordsOf('Do you take Cigna?'))).toBe(
      'We accept the following insurance plans:\n- Cigna',
    );
  });

  it('reads a line in bold alone as the introduction of the list under it', () => {
    const passage = {
      heading: 'Copy prices',
      content: [
        [...filler, ...filler].join(' '),
        '**Black and white**\n- Single-sided - 10p\n- Double-sided - 15p',
        '**Colour**\n- Single-sided - 45p\n- Double-sided - 70p',
      ].join('\n\n'),
    };
    expect(quotePassage(passage, wordsOf('how much is a colour copy'))).toBe(
      'Copy prices\nColour:\n- Single-sided - 45p\n- Double-sided - 70p',
    );
    // A sentence in bold is a sentence.
    const note = {
      heading: 'Notes',
      content: `${filler.join(' ')}\n\n**We are closed on holidays.**`,
    };
    expect(quotePassage(note, wordsOf('closed on holidays'))).toMatch(/closed on holidays\.$/);
  });

  it('brings the list a neighbour of the best sentence introduces', () => {
    const passage = {
      heading: 'Getting here',
      content: [
        [...filler, ...filler].join(' '),
        "You can't park outside the shop. The nearest car parks are:\n- Mill Lane, 3 minutes' walk\n- Station Road, 5 minutes' walk",
        'Buses stop on the high street.',
      ].join('\n\n'),
    };
    expect(
      quotePassage(passage, wordsOf('can i park outside the shop, or are there car parks')),
    ).toBe(
      "You can't park outside the shop. The nearest car parks are:\n- Mill Lane, 3 minutes' walk\n- Station Road, 5 minutes' walk",
    );
  });

  it('leads with a heading that is the answer, or that holds words the quote lacks', () => {
    const person = {
      heading: 'Meet Our Team › Dr. Marcus Lee, DDS — Periodontist',
      content: 'He is board certified in gum treatment and sees patients on Thursdays.',
    };
    expect(quotePassage(person, wordsOf('who is the periodontist'))).toBe(
      'Dr. Marcus Lee, DDS — Periodontist\nHe is board certified in gum treatment and sees patients on Thursdays.',
    );
    const title = { heading: 'Meet Our Team', content: person.content };
    expect(quotePassage(title, wordsOf('who treats gums'))).toBe(person.content);
    const holiday = {
      heading: 'Holiday Hours › Christmas Eve: the Feast of the Seven Fishes',
      content: 'A seven-course seafood dinner on December 24, $110 per person.',
    };
    expect(quotePassage(holiday, wordsOf('open on christmas eve?'))).toBe(
      'Christmas Eve: the Feast of the Seven Fishes\nA seven-course seafood dinner on December 24, $110 per person.',
    );
    const asked = { heading: 'Can I bring my dog?', content: 'Dogs are welcome on the terrace.' };
    expect(quotePassage(asked, wordsOf('can i bring my puppy'))).toBe(asked.content);
  });

  it('leads the answer to a "who" question with the person the section is named after', () => {
    const manager = {
      heading: 'Our people › Helen Marsh, Practice Manager',
      content: 'Helen runs the day-to-day life of both offices, from staffing to client accounts.',
    };
    const question = 'who runs the office';
    const answerType = expectedAnswerType(question);
    expect(quotePassage(manager, wordsOf(question), { answerType })).toBe(
      `Helen Marsh, Practice Manager\n${manager.content}`,
    );
    const office = { heading: manager.heading, content: 'Both offices have free parking.' };
    expect(quotePassage(office, wordsOf('is there parking'))).toBe(office.content);
  });

  it('leads a quote that speaks of a person by first name with the heading that names them', () => {
    const mediator = {
      heading: 'Our people › Priya Chauhan, Associate Solicitor: Family Law',
      content:
        'Priya is a Resolution Accredited Specialist and a trained family mediator. She speaks Punjabi and Hindi.',
    };
    expect(quotePassage(mediator, wordsOf('do you have your own mediator'))).toBe(
      `Priya Chauhan, Associate Solicitor: Family Law\n${mediator.content}`,
    );
  });

  it('quotes the rest of a short paragraph with its best sentence', () => {
    const passage = {
      heading: 'Our spaces',
      content: [
        filler.join(' '),
        'Full restaurant buyout for up to 110 guests on a Monday. Minimum spend $9,000.',
        filler.join(' '),
      ].join('\n\n'),
    };
    expect(quotePassage(passage, wordsOf('can we rent the whole restaurant'))).toBe(
      'Full restaurant buyout for up to 110 guests on a Monday. Minimum spend $9,000.',
    );
  });

  it('goes on from its best sentence within a paragraph of four', () => {
    const passage = {
      heading: 'Burial on private land',
      content: [
        filler.join(' '),
        [
          'Burial on your own land in England is legal with the landowner’s consent.',
          'A grave must be at least 250 metres from any well or spring.',
          'The burial must be recorded with the deeds.',
          'We can advise you.',
        ].join(' '),
        filler.join(' '),
      ].join('\n\n'),
    };
    expect(quotePassage(passage, wordsOf('is burial on our land legal'))).toContain('250 metres');
  });

  it('prefers the matching sentence that holds the kind of fact asked for', () => {
    const passage = {
      heading: 'Warranty',
      content: [
        ...filler,
        'Every warranty claim starts on our repairs page with a photo of the problem.',
        'Most warranty claims are settled within 7 to 10 business days.',
        ...filler,
      ].join(' '),
    };
    const question = 'how long does a warranty claim take';
    const quote = quotePassage(passage, wordsOf(question), {
      maxSentences: 1,
      answerType: expectedAnswerType(question),
    });
    expect(quote).toBe('Most warranty claims are settled within 7 to 10 business days.');
    expect(quotePassage(passage, wordsOf(question), { maxSentences: 1 })).not.toContain('7 to 10');
  });

  it('quotes an hour of the day for "what time", not a length of time', () => {
    const passage = {
      heading: 'Repairs',
      content: [
        ...filler,
        'The repair counter takes the last job 45 minutes before closing.',
        'On weekdays the repair counter is closing at 6pm.',
        ...filler,
      ].join(' '),
    };
    const question = 'what time is the repair counter closing';
    const quote = quotePassage(passage, wordsOf(question), {
      maxSentences: 1,
      answerType: expectedAnswerType(question),
    });
    expect(quote).toBe('On weekdays the repair counter is closing at 6pm.');
  });

  it('adds the nearest sentence holding the kind of fact asked for, though it repeats no word', () => {
    const passage = {
      heading: 'Making a claim',
      content: [
        'Submit a warranty claim on our repairs page with photos of the problem.',
        'No receipt is needed for items registered to your account.',
        'We will e-mail you a free shipping label.',
        '',
        'Our technicians assess every item within 7 to 10 business days of arrival.',
        ...filler,
      ].join('\n'),
    };
    const question = 'how long does a warranty claim take';
    const quote = quotePassage(passage, wordsOf(question), {
      answerType: expectedAnswerType(question),
    });
    expect(quote).toMatch(/^Submit a warranty claim/);
    expect(quote).toContain('within 7 to 10 business days');
  });

  it('gives the first sentences of the passage when nothing matches', () => {
    const passage = { heading: 'About us', content: [...filler, ...filler].join(' ') };
    expect(quotePassage(passage, () => 0)).toBe(filler.slice(0, 3).join(' '));
  });

  it('quotes a short passage whole, without its heading', () => {
    const passage = {
      heading: 'Parking',
      content: '## Parking\n\nThere is **free** parking behind the clinic.\nIt is open until 8 pm.',
    };
    expect(quotePassage(passage, wordsOf('is there parking'))).toBe(
      'There is free parking behind the clinic. It is open until 8 pm.',
    );
  });

  it('names the section when the quote is only list items', () => {
    const passage = { heading: 'Services › PRICES', content: '- Cleaning $95\n- Whitening $350' };
    expect(quotePassage(passage, wordsOf('whitening price'))).toBe(
      'Prices:\n- Cleaning $95\n- Whitening $350',
    );
  });

  it('caps long passages at the sentence and character limits', () => {
    const sentence = (i: number) =>
      `Treatment ${i} matches the question about whitening and goes on for a while longer.`;
    const passage = {
      heading: '',
      content: Array.from({ length: 30 }, (_, i) => sentence(i)).join(' '),
    };
    const quote = quotePassage(passage, wordsOf('whitening'));
    expect(quote).toBe([0, 1, 2].map(sentence).join(' '));

    const tight = quotePassage(passage, wordsOf('whitening'), { maxChars: 120, maxSentences: 5 });
    expect(tight.length).toBeLessThanOrEqual(120);
    expect(tight).toBe(sentence(0));

    const endless = { heading: '', content: 'word '.repeat(400) };
    const cut = quotePassage(endless, () => 1);
    expect(cut.length).toBeLessThanOrEqual(600);
    expect(cut.endsWith('…')).toBe(true);
  });

  it('keeps list items on their own lines and cleans markdown', () => {
    const passage = {
      heading: 'Hours',
      content: [
        filler.join(' '),
        '**Opening hours** are below:\n- Monday: 9 am – 5 pm\n- Tuesday: 9 am – 5 pm',
        filler.join(' '),
      ].join('\n\n'),
    };
    expect(quotePassage(passage, wordsOf('opening hours'))).toBe(
      'Opening hours are below:\n- Monday: 9 am – 5 pm\n- Tuesday: 9 am – 5 pm',
    );
  });
});

describe('hasFact', () => {
  it('sees numbers, prices, times, days, addresses and names', () => {
    for (const text of [
      'A session costs $350.',
      'Parking costs €20 a day.',
      'Uptime is high, about 99 percent.',
      'We open at 9:00.',
      'Come on Saturdays.',
      'Write to help@example.com.',
      'See www.example.com for more.',
      'We accept Delta Dental, Cigna and MetLife.',
    ]) {
      expect(hasFact(text), text).toBe(true);
    }
    expect(hasFact('Yes, we offer teeth whitening.')).toBe(false);
    expect(hasFact('You may bring a friend. It helps.')).toBe(false);
  });
});

describe('tidyAnswer', () => {
  it('strips heading markers and bold, collapses spaces and caps the length', () => {
    expect(tidyAnswer('## Fees\n\n**Cleaning**  costs   $95.\n\n\n\nThanks')).toBe(
      'Fees\n\nCleaning costs $95.\n\nThanks',
    );
    const long = tidyAnswer('a'.repeat(1300));
    expect(long).toHaveLength(1198);
    expect(long.endsWith('…')).toBe(true);
  });
});
