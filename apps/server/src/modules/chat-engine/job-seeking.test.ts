import { describe, expect, it } from 'vitest';
import { faqRows } from '../../test/faq-rows.js';
import { asksForWorkNobodyOffers } from './job-seeking.js';
import { buildIndex } from './knowledge-index.js';

const softPlay = buildIndex(
  faqRows([
    {
      id: 'parties',
      question: 'Do you host birthday parties?',
      answer: 'Yes: a party host runs games for up to 20 children, part time staff serve food.',
    },
  ]),
  new Map(),
);
const withCareers = buildIndex(
  faqRows([
    {
      id: 'careers',
      question: 'Do you have any vacancies?',
      answer: 'Current jobs are on our careers page; we also take apprentices each September.',
    },
  ]),
  new Map(),
);

describe('asksForWorkNobodyOffers', () => {
  it.each([
    'are you hiring part time party hosts at the moment',
    'any vacancies? looking for part-time work',
    'Looking for a weekend job, can I drop off my CV',
    'how do I apply for a job',
  ])('"%s" asks for work that a business without a word of it cannot answer', (question) => {
    expect(asksForWorkNobodyOffers(question, softPlay)).toBe(true);
    expect(asksForWorkNobodyOffers(question, withCareers)).toBe(false);
  });

  it.each([
    'are you taking on new patients',
    'how does that work with you if something happens',
    'do you have any party hosts free on Saturday',
    'I need work clothes for a building site',
  ])('"%s" asks for the service', (question) => {
    expect(asksForWorkNobodyOffers(question, softPlay)).toBe(false);
  });
});
