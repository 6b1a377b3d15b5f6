import { describe, expect, it } from 'vitest';
import { wordsOf } from './tokens.js';
import {
  adviceThing,
  clauseEnds,
  howToThing,
  interrogativeFrame,
  offeredThing,
  readsAsNoun,
} from './word-roles.js';

const words = (text: string) => text.split(' ');

describe('word roles', () => {
  it('reads a modal as a noun after a determiner or a preposition, and as a verb elsewhere', () => {
    expect(readsAsNoun(words('how much for a will'), 4)).toBe(true);
    expect(readsAsNoun(words('are you open in may'), 4)).toBe(true);
    expect(readsAsNoun(words('will you be open'), 0)).toBe(false);
    expect(readsAsNoun(words('we may close early'), 1)).toBe(false);
    expect(readsAsNoun(words('a price'), 1)).toBe(false);
  });

  it('finds the frame of a question about duration, and nothing in other questions', () => {
    expect([...interrogativeFrame(words('how long does a divorce take'))]).toEqual([1, 5]);
    expect([...interrogativeFrame(words('how much does it take'))]).toEqual([]);
    expect([...interrogativeFrame(words('do you offer long stays'))]).toEqual([]);
  });

  it('finds the verb of a question about a price, and leaves one that names the subject', () => {
    expect([...interrogativeFrame(words('what do you charge for payroll'))]).toEqual([3]);
    expect([...interrogativeFrame(words('how much does a cleaning cost'))]).toEqual([]);
    expect([...interrogativeFrame(words('do you charge to give a quote'))]).toEqual([]);
    expect([...interrogativeFrame(words('what is the cost of a cleaning'))]).toEqual([]);
  });

  it('reads "ways to", "options for" as the frame of "how", not what is asked about', () => {
    expect([...interrogativeFrame(words('ways to pay'))]).toEqual([0]);
    expect([...interrogativeFrame(words('any options for parking'))]).toEqual([1]);
    expect([...interrogativeFrame(words('is the path on the way accessible'))]).toEqual([]);
  });

  it('finds what a visitor asks the business to offer, up to what it is for', () => {
    const thing = (text: string) => [...offeredThing(words(text))].map((at) => words(text)[at]);
    expect(thing('do you do laser eye surgery')).toEqual(['laser', 'eye', 'surgery']);
    expect(thing('do you offer italian courses for beginners')).toEqual(['italian', 'courses']);
    expect(thing('can your team also fit tow bars')).toEqual(['tow', 'bars']);
    expect(thing('can you do anything special')).toEqual([]);
    expect(thing('how do you make an appointment')).toEqual([]);
    expect(thing('what time do you open')).toEqual([]);
  });

  it('finds the thing a how-to question is about, and none in a state or a piece of news', () => {
    const thing = (text: string) => [...howToThing(words(text))].map((at) => words(text)[at]);
    expect(thing('how do i renew my passport online')).toEqual(['passport', 'online']);
    expect(thing('how can we apply for a student loan')).toEqual(['student', 'loan']);
    expect(thing('how do i top up my card at the desk')).toEqual(['card']);
    expect(thing('how do i get involved')).toEqual([]);
    expect(thing('how do i know which size to order')).toEqual([]);
    expect(thing('do you sell passports')).toEqual([]);
  });

  it('finds the thing the visitor asks advice on choosing', () => {
    const thing = (text: string) => [...adviceThing(words(text))].map((at) => words(text)[at]);
    expect(thing('can you recommend a decent roofer to fix the gap')).toEqual(['roofer']);
    expect(thing('know a good garage near town')).toEqual(['garage']);
    expect(thing('whats the best e reader to buy')).toEqual(['e', 'reader']);
    expect(thing('what time do you open')).toEqual([]);
  });

  it('ends the thing at the end of its clause, and finds none where a pronoun stands for it', () => {
    const text = 'do you take apprentices, my son is 16 and wants to be an electrician';
    const surfaces = wordsOf(text).map((word) => word.surface);
    const thing = [...offeredThing(surfaces, clauseEnds(text))].map((at) => surfaces[at]);
    expect(thing).toEqual(['apprentices']);
    expect([...clauseEnds('is it 99.95% uptime, or less?')]).toEqual([3, 5]);
    expect([...howToThing(words('how do i get it back quickly'))]).toEqual([]);
  });
});
