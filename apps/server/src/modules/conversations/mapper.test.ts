import { liveChatTexts } from '@concierge/shared';
import { describe, expect, it } from 'vitest';
import { botText } from './mapper.js';

describe('botText', () => {
  it('gives a handover in the words the visitor read, not its action', () => {
    expect(botText({ action: 'handoff', category: 'Human Handoff' })).toBe(
      liveChatTexts.handoffReply,
    );
    expect(
      botText({ action: 'handoff', category: 'Human Handoff', message: 'Please call 911 now.' }),
    ).toBe(`Please call 911 now. ${liveChatTexts.handoffReply}`);
  });

  it('keeps text as it is and a form as its title', () => {
    expect(botText('We open at 8.')).toBe('We open at 8.');
    expect(
      botText({
        action: 'show_form',
        category: 'General Inquiry',
        formConfig: {
          title: 'Contact us',
          fields: [],
          submitButton: { text: 'Send', style: 'primary' },
        },
      }),
    ).toBe('Contact us');
  });
});
