import { describe, expect, it } from 'vitest';
import { asksAfterAnotherParty } from './another-party.js';
import { tokenize } from './tokens.js';
import { englishWordNet } from './wordnet.js';

/** A garden centre's knowledge, as the surface words its entries write. */
const KNOWLEDGE = `Bramble Garden Centre, Ludlow. Our opening hours are 9 to 5, Sunday 10 to 4.
  Our cafe serves lunch. Parking is free. We sell compost, bulbs, tools and gift cards.
  Call us on 01584 000000 or email hello@bramble.example. Christmas opening times vary.`;
const words = new Map(tokenize(KNOWLEDGE).map((word) => [word, 1]));
const asksAfterAnother = (question: string): boolean =>
  asksAfterAnotherParty(question, words, englishWordNet());

describe('asksAfterAnotherParty', () => {
  it.each([
    'what time does Hexham Abbey open on a sunday',
    'is the Eden Project open on Mondays',
    'does Haven have any parks in Cornwall',
    'is wyevale cheaper than you for compost',
    'Does Homebase in Shrewsbury sell bulbs?',
    "what's the phone number for Notcutts",
    'opening times of the Ludlow Assembly Rooms',
    'how much are tickets at the Everyman this weekend',
    'is the pets at home in leominster open on sundays',
    'Can you tell me what the Co-op charges for compost?',
    'is compost cheaper at B&Q than at yours',
    'are you dearer than wyevale',
    'what are the fees at Abbey Lodge garden club in Leominster',
    'is wyevale doing free delivery at the moment',
  ])('"%s" asks after someone else', (question) => {
    expect(asksAfterAnother(question)).toBe(true);
  });

  it.each([
    // The business's own name and town, which its knowledge writes.
    'is Bramble open on Sundays',
    'does the Ludlow shop sell tools',
    // Typed small after an article: the visitor's word for a thing.
    'whats the postcode for the sat nav',
    'is the satnav postcode right',
    // A time, not a party.
    'what are the opening times for Easter',
    'is the cafe open on Christmas Eve',
    // A misspelling of the knowledge's own word.
    'is the cafe opne on sunday',
    'does compst cost much',
    // The visitor or the business, however it is called.
    'do yall sell gift cards',
    'does my gift card have an expiry date',
    'can someone call me back on my number for work',
    'are bulbs cheaper than tools',
    'is it better at the weekend',
    'saw the same compost cheaper at another shop in Leeds, will you match it',
    'the bulbs came up worse than before. Not impressed tbh',
    'do ur gardeners know what theyre doing with roses',
  ])('"%s" is not about someone else', (question) => {
    expect(asksAfterAnother(question)).toBe(false);
  });
});
