import { TONES } from '@concierge/shared';
import { describe, expect, it } from 'vitest';
import { groundedPrompt } from './llm.js';
import { DEFAULT_FALLBACK, GREETING_REPLY, tonePhrases } from './tone-phrases.js';

describe('tone phrases', () => {
  it('keeps the neutral lines without a known tone', () => {
    for (const tone of [null, undefined, '', 'Grumpy', 'constructor']) {
      expect(tonePhrases(tone)).toMatchObject({
        greeting: GREETING_REPLY,
        fallback: DEFAULT_FALLBACK,
      });
    }
  });

  it('has its own lines for every tone', () => {
    const greetings = new Set(TONES.map((tone) => tonePhrases(tone).greeting));
    expect(greetings.size).toBe(TONES.length);
  });

  it('asks the model for the tone and traits', () => {
    const [system] = groundedPrompt('hours?', ['Open 8 to 6'], {
      tone: 'Reassuring',
      personalityTraits: ['Patient', 'Warm'],
    });
    expect(system?.content).toContain('Use a reassuring tone. Be patient, warm.');
    expect(groundedPrompt('hours?', [])[0]?.content).not.toContain('tone');
  });
});
