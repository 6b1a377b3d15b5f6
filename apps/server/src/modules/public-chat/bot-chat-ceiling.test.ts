import { UNLIMITED } from '@concierge/shared';
import { describe, expect, it } from 'vitest';
import { botChatCeiling } from './bot-chat-ceiling.js';

describe('botChatCeiling', () => {
  it('keeps the floor for plans whose tenth of a month is below it', () => {
    expect(botChatCeiling(100, 300)).toBe(300);
    expect(botChatCeiling(3000, 300)).toBe(300);
    expect(botChatCeiling(0, 3)).toBe(3);
  });

  it('gives a large plan a tenth of its month an hour, rounded up', () => {
    expect(botChatCeiling(10_000, 300)).toBe(1000);
    expect(botChatCeiling(3001, 300)).toBe(301);
  });

  it('gives an unlimited plan ten floors', () => {
    expect(botChatCeiling(UNLIMITED, 300)).toBe(3000);
    expect(botChatCeiling(UNLIMITED, 3)).toBe(30);
  });
});
