import { liveChatTexts } from '@concierge/shared';
import { expect, it } from 'vitest';
import { LIVE_TEXTS } from './live-texts';

it('keeps the widget live texts equal to the shared ones', () => {
  expect(LIVE_TEXTS).toEqual({ waiting: liveChatTexts.waiting, botBack: liveChatTexts.botBack });
});
