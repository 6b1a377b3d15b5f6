import { describe, expect, it } from 'vitest';
import { askedAnswerType } from './answer-type.js';
import { standardSpelling } from './chat-spellings.js';

describe('chat spellings', () => {
  it('writes out the shorthand of the words that ask', () => {
    expect(standardSpelling('wat time r u open 2moro')).toBe('what time are you open tomorrow');
    expect(askedAnswerType('wat time do you shut')).toBeNull();
    expect(askedAnswerType(standardSpelling('wat time do you shut'))).toBe('clock');
  });

  it('reads "you lot" and "you guys" as the business addressed', () => {
    expect(standardSpelling('how long have you lot been going')).toBe(
      'how long have you been going',
    );
    expect(standardSpelling('do u guys open on sundays')).toBe('do you open on sundays');
  });

  it('reads a unit after a number as the unit, and elsewhere as what it means there', () => {
    expect(standardSpelling('fees for a 2 yr old, 3yrs in May')).toBe(
      'fees for a 2 year old, 3 years in May',
    );
    expect(standardSpelling('is yr car park free for 30 mins')).toBe(
      'is your car park free for 30 minutes',
    );
    expect(standardSpelling('min age?')).toBe('min age?');
  });

  it('leaves other words, their case and their accents as written', () => {
    expect(standardSpelling('Hablan español? Ur café in Zürich')).toBe(
      'Hablan español? your café in Zürich',
    );
    expect(standardSpelling('User forum, urgent')).toBe('User forum, urgent');
    // An acronym is no shorthand: British Columbia, human resources.
    expect(standardSpelling('do you ship to BC? ask HR 2 hrs')).toBe(
      'do you ship to BC? ask HR 2 hours',
    );
  });
});
