import { describe, expect, it } from 'vitest';
import { questionKey } from './question-key.js';

describe('questionKey', () => {
  it('groups wordings that differ in filler words, order, case and plurals', () => {
    const key = questionKey('What are your opening hours?');
    expect(key).toBe('hour open');
    expect(questionKey('opening hour')).toBe(key);
    expect(questionKey('Hours opening??')).toBe(key);
  });

  it('keeps questions about different things apart', () => {
    expect(questionKey('Do you test for vitamin D?')).not.toBe(
      questionKey('Do you test for iron?'),
    );
  });

  it('is empty when only filler words remain', () => {
    expect(questionKey('can you tell me?')).toBe('');
  });
});
