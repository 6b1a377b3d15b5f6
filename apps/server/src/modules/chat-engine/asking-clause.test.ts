import { describe, expect, it } from 'vitest';
import { askingWords } from './asking-clause.js';

const asked = (message: string) => {
  const words = askingWords(message);
  return words === null ? null : [...words].sort();
};

describe('the clause a message asks in', () => {
  it('is told apart from the story around it', () => {
    expect(
      asked("My cat has been sick since yesterday and won't eat, who do I even call??"),
    ).toEqual(['call', 'do', 'even', 'i', 'who']);
    expect(asked('I cracked a molar last night. Do you take emergencies?')).toEqual([
      'do',
      'emergencies',
      'take',
      'you',
    ]);
  });

  it('keeps a list together with the clause it belongs to', () => {
    expect(asked('do you sell tents, sleeping bags and stoves')).toBeNull();
    expect(asked('are you open on Sundays, my kid has a fever')).toEqual([
      'are',
      'on',
      'open',
      'sundays',
      'you',
    ]);
  });

  it('is every word when the message is one clause, or asks in none or all of its clauses', () => {
    expect(asked('how much is teeth whitening')).toBeNull();
    expect(asked('my tooth hurts, I need to see someone today')).toBeNull();
    expect(asked('what are your hours? do you open on Sundays?')).toBeNull();
  });
});
