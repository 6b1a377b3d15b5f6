import { describe, expect, it } from 'vitest';
import { faqRows } from '../../test/faq-rows.js';
import { buildIndex } from './knowledge-index.js';
import { asksForAnUnmadeRecommendation } from './unmade-recommendation.js';
import { englishWordNet } from './wordnet.js';

const solarInstaller = buildIndex(
  faqRows([
    {
      id: 'roofs',
      question: 'Can panels go on any roof?',
      answer:
        'We fit on tiled, slate and flat roofs; a roofer is not needed for most jobs. South-facing roofs are best.',
    },
    {
      id: 'weddings',
      question: 'Do you light weddings?',
      answer: 'We recommend booking three months ahead for a wedding.',
    },
    {
      id: 'monitoring',
      question: 'Can I watch what my panels make?',
      answer:
        'Yes. We recommend keeping the app on your phone and checking it now and then, just in case a panel stops working.',
    },
    {
      id: 'cleaning',
      question: 'Do panels need cleaning?',
      answer: 'Rain does most of it; a window cleaner is best for the rest.',
    },
  ]),
  new Map(),
);
const weddingVenue = buildIndex(
  faqRows([
    {
      id: 'suppliers',
      question: 'Do you have a list of recommended suppliers?',
      answer: 'Yes: photographers, florists and caterers we have worked with for years.',
    },
  ]),
  new Map(),
);

const asks = (question: string, index = solarInstaller): boolean =>
  asksForAnUnmadeRecommendation(question, index, englishWordNet());

describe('asksForAnUnmadeRecommendation', () => {
  it.each([
    "what's the best weedkiller for nettles",
    'which stand mixers are best for dough',
    'best hotel to stay at near you',
    // A vacuum cleaner is a thing, though a cleaner is a person.
    'what is the best vacuum cleaner for dog hair',
    'can you recommend a good brand of phone case',
    // "Recommend … just in case" judges no case.
    'which case is best for an iphone',
    // What the best driver is asks for a thing, though a driver may be a person.
    "what's the best driver for a beginner",
    'which flea and worming tablets are best for a puppy',
  ])('"%s" asks for the best of a thing the knowledge never judges', (question) => {
    expect(asks(question)).toBe(true);
  });

  it.each([
    'whats the best roof for panels',
    'what is the best way to clean them',
    "who's the best installer for a listed house",
    'which stylist is best for curly hair',
    'could you ring me back, best after 5',
  ])('"%s" asks what the knowledge judges, or the business\'s own', (question) => {
    expect(asks(question)).toBe(false);
  });

  it.each([
    'can you recommend a good roofer to fix some slipped tiles',
    'know a decent garage near town for a car service?',
    'do you know any good plumbers in coalville',
    'can you recommend a locksmith, ive locked myself out',
    'Can you recommend a magician or entertainer for a party at our house?',
    'can you recommend a good wedding photographer near frome',
    'recommend a hotel nearby',
  ])('"%s" asks for a kind of provider the knowledge never recommends', (question) => {
    expect(asks(question)).toBe(true);
  });

  it('is answered where a passage recommends that kind', () => {
    expect(asks('any photographers youd recommend', weddingVenue)).toBe(false);
    expect(asks('can you recommend a good photographer', weddingVenue)).toBe(false);
    expect(asks('any photographers youd recommend')).toBe(true);
  });

  it.each([
    'can you recommend a good size of system for a 3 bed house',
    'what battery would you recommend',
    'do you know a way to stop pigeons nesting',
    'do i get anything for recommending you to my neighbour',
  ])('"%s" asks about the service', (question) => {
    expect(asks(question)).toBe(false);
  });
});
