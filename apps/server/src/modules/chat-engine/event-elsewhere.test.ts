import { describe, expect, it } from 'vitest';
import { faqRows } from '../../test/faq-rows.js';
import { asksAfterAnEventElsewhere } from './event-elsewhere.js';
import { buildIndex } from './knowledge-index.js';

const musicSchool = buildIndex(
  faqRows([
    {
      id: 'concerts',
      question: 'Do students perform in concerts?',
      answer:
        'Every term ends with a show in the town hall; we will show you the dates at enrolment.',
    },
    {
      id: 'flowers',
      question: 'Can I bring flowers for the teacher?',
      answer: 'Of course. Our summer fair raises money for bursaries.',
    },
  ]),
  new Map(),
);

const asks = (question: string): boolean => asksAfterAnEventElsewhere(question, musicSchool);

describe('asksAfterAnEventElsewhere', () => {
  it.each([
    'is the county flower show on this weekend',
    "when's the hexham beer festival this year",
    'what time does the farmers market start on saturday',
    "what's on at the alhambra theatre this month",
    'when is ludlow food festival on this year',
    'is there a craft market in hexham this weekend',
  ])('"%s" asks after an event the knowledge never names', (question) => {
    expect(asks(question)).toBe(true);
  });

  it.each([
    'when is the christmas concert this year',
    'is the summer fair on this year',
    'when does the next term start',
    'is the first lesson free on a trial',
    'is there a summer fair this year',
    'when is my lesson on',
  ])('"%s" asks after the business\'s own', (question) => {
    expect(asks(question)).toBe(false);
  });
});
