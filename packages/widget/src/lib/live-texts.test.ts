import { liveChatTexts } from '@concierge/shared';
import { expect, it } from 'vitest';
import { HANDOFF_REPLY_TEXT, LIVE_TEXTS } from './live-texts';

it('keeps the widget live texts equal to the shared ones', () => {
  expect(LIVE_TEXTS).toEqual({ waiting: liveChatTexts.waiting, botBack: liveChatTexts.botBack });
  // Staff and the bot preview show the handoff turn in the words the visitor saw.
  expect(HANDOFF_REPLY_TEXT).toBe(liveChatTexts.handoffReply);
});
