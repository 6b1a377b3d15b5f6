import { describe, expect, it } from 'vitest';
import { isNoiseQuestion, looksMashed } from './noise-question.js';
import { englishWordNet } from './wordnet.js';

const knowledge = new Map([
  ['hba1c', 2],
  ['lipidogram', 1],
]);
const noise = (text: string) => isNoiseQuestion(text, knowledge, englishWordNet());

describe('isNoiseQuestion', () => {
  it.each([
    'asdfghjkl',
    'ASDF jkl;',
    'qwertyuiop',
    'xkcd hjkl',
    'zxcvbnm!!',
    'aaaaaaa',
    'sdfsdfsdf',
    '12345',
    'fghfgh ghj',
  ])('counts %j as noise', (text) => {
    expect(noise(text)).toBe(true);
  });

  it.each([
    // English, however short or misspelt in part.
    'opening hours?',
    'do you do home colection',
    'price',
    'what is hba1c',
    // A word of the organization's knowledge that no dictionary has.
    'lipidogram',
    // Other languages: Latin-script words that are not mashed, and other scripts.
    '¿dónde están ustedes?',
    'Wann haben Sie geöffnet',
    'Wert',
    'ہوم کلیکشن کی قیمت',
    '血液検査の料金',
    // A known word beside noise keeps the whole message.
    'hello asdfghjkl',
    // Nothing to judge.
    '?!',
    '',
  ])('keeps %j', (text) => {
    expect(noise(text)).toBe(false);
  });
});

describe('looksMashed', () => {
  it.each(['hjkl', 'sdfg', 'vbnm', 'qwert', 'aaaa', 'bcdfgh', '2024'])(
    '%s looks mashed',
    (word) => {
      expect(looksMashed(word)).toBe(true);
    },
  );
  it.each(['donde', 'wert', 'strengths', 'ok', 'xy', 'schmerz'])('%s does not', (word) => {
    expect(looksMashed(word)).toBe(false);
  });
});
