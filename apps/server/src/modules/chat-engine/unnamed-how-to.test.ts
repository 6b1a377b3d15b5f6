import { describe, expect, it } from 'vitest';
import { faqRows } from '../../test/faq-rows.js';
import { buildIndex } from './knowledge-index.js';
import { asksHowToWithAThingNeverNamed } from './unnamed-how-to.js';
import { englishWordNet } from './wordnet.js';

const leisureCentre = buildIndex(
  faqRows([
    {
      id: 'camps',
      question: 'Who runs the holiday camps?',
      answer:
        'The district council runs them. Parents can pay with tax-free childcare or by card at reception.',
    },
    {
      id: 'cards',
      question: 'How do I top up my gift card?',
      answer: 'Top up your gift card at reception or in the app.',
    },
  ]),
  new Map(),
);

const asks = (question: string): boolean =>
  asksHowToWithAThingNeverNamed(question, leisureCentre, englishWordNet());

describe('asksHowToWithAThingNeverNamed', () => {
  it.each(['how do i pay my council tax', 'how do I tie a bowline knot'])(
    '"%s" asks how to do something with a thing the knowledge never names',
    (question) => {
      expect(asks(question)).toBe(true);
    },
  );

  it.each([
    // The knowledge writes the thing.
    'how do i use my gift card',
    // One word, or two that English does not write as one thing.
    'how do i pay for the camp',
    'how do i book the holiday camps',
    // Not a thing: "get rid of".
    'how do i get rid of my membership',
    'can i pay my council tax here',
  ])('"%s" is the knowledge\'s to answer', (question) => {
    expect(asks(question)).toBe(false);
  });
});
