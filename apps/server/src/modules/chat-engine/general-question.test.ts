import { describe, expect, it } from 'vitest';
import { asksGeneralQuestion } from './general-question.js';

describe('asksGeneralQuestion', () => {
  it.each([
    'whats 12% of 250',
    '48 divided by 6?',
    'what is 7 x 8',
    'hows the weather looking for Whitby on sunday',
    'will it rain tomorrow',
    'how would you say thank you very much in welsh',
    "translate 'see you soon' into italian",
    'whats the share price of rolls royce today',
    'got an easy recipe for flapjacks',
    'did Rovers win last night',
    'who won the darts final',
    'whats the capital of norway',
    'tell me a joke',
    'write me a limerick about cats',
    'write me a short poem about my spaniel',
  ])('"%s" is for a general assistant', (text) => {
    expect(asksGeneralQuestion(text)).toBe(true);
  });

  it.each([
    'do lessons go ahead in bad weather',
    'what is the weather policy for outdoor classes',
    'can I have the recipe for your soup',
    'do you sell recipe books',
    'did you win any awards this year',
    'who won the photography competition',
    'did the school win the regional final',
    'are there 2 or 3 bedrooms',
    'how do you say the name of the village',
    'can you translate my birth certificate',
    'do you share prices for groups',
    'can you help me write a song for my mum',
  ])('"%s" may be the business’s own', (text) => {
    expect(asksGeneralQuestion(text)).toBe(false);
  });
});
