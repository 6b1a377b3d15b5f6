import {
  liveChatTexts,
  openingHoursMessages,
  type ChatbotSettings,
  type MessageResult,
} from '@concierge/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { botIdOf, startChat } from '../../test/chat-fixtures.js';
import {
  bearer,
  createTestApp,
  envelope,
  multipartForm,
  signUpVerified,
  type TestApp,
} from '../../test/test-app.js';
import { enableHandoff, goOnline, listen, type OpenStream } from '../live-chat/live-fixtures.js';

/** Wednesday 2026-11-18, 10:00 in New York (the organization's default timezone). */
const WEDNESDAY_MORNING = new Date('2026-11-18T15:00:00Z');

describe('opening hours decide whether the bot hands over', () => {
  let t: TestApp;
  let owner: string;
  let botId: string;
  let ownerOnline: OpenStream;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUpVerified(t, 'owner@hours.example', 'Hours Clinic');
    botId = await botIdOf(t, owner);
    await enableHandoff(t, owner, botId);
    ownerOnline = await goOnline(await listen(t), owner);
  });
  afterAll(async () => {
    ownerOnline.close();
    await t.close();
  });

  const saveSettings = async (fields: Record<string, string | string[]>) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/chatbot-settings',
      headers: bearer(owner),
      payload: multipartForm({ botId, ...fields }),
    });
    return { status: response.statusCode, body: envelope<ChatbotSettings>(response) };
  };

  /** A new chat asks for a person at WEDNESDAY_MORNING (only Date is faked: timers run). */
  const askForPerson = async () => {
    const chat = await startChat(t, botId);
    vi.useFakeTimers({ toFake: ['Date'], now: WEDNESDAY_MORNING });
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/public/sessions/${chat.sessionId}/messages`,
        headers: bearer(chat.token),
        payload: { text: 'I want to talk to a person' },
      });
      expect(response.statusCode, response.body).toBe(200);
      return envelope<MessageResult>(response).data;
    } finally {
      vi.useRealTimers();
    }
  };

  it('offers the General Inquiry form outside the hours, although a member is online', async () => {
    const saved = await saveSettings({
      openingHoursEnabled: 'true',
      openingDays: '1,2,3,4,5',
      openingTime: '13:00',
      closingTime: '17:00',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Behavior settings saved successfully!');
    expect(saved.body.data.behavior.openingHours).toEqual({
      days: [1, 2, 3, 4, 5],
      open: '13:00',
      close: '17:00',
    });

    const result = await askForPerson();
    expect(result.handoff).toBeUndefined();
    expect(result.assistant).toMatchObject({
      action: 'show_form',
      category: 'General Inquiry',
      message: liveChatTexts.noAgent,
    });
  });

  it('hands over inside the hours', async () => {
    const saved = await saveSettings({
      openingHoursEnabled: 'true',
      openingDays: ['3'],
      openingTime: '09:00',
      closingTime: '17:00',
    });
    expect(saved.status).toBe(200);

    const result = await askForPerson();
    expect(result.assistant).toEqual({ action: 'handoff', category: 'Human Handoff' });
    expect(result.handoff).toMatchObject({ state: 'waiting' });
  });

  it('is always open again once the hours are off', async () => {
    await saveSettings({
      openingHoursEnabled: 'true',
      openingDays: '0',
      openingTime: '09:00',
      closingTime: '10:00',
    });
    const saved = await saveSettings({ openingHoursEnabled: 'false' });
    expect(saved.body.data.behavior.openingHours).toBeNull();

    const result = await askForPerson();
    expect(result.handoff).toMatchObject({ state: 'waiting' });
  });

  it('refuses invalid hours with a readable 400 and keeps the saved ones', async () => {
    const cases: [Record<string, string>, string][] = [
      [
        { openingDays: '', openingTime: '09:00', closingTime: '17:00' },
        openingHoursMessages.noDays,
      ],
      [
        { openingDays: '1', openingTime: '9am', closingTime: '17:00' },
        openingHoursMessages.timeFormat,
      ],
      [
        { openingDays: '1', openingTime: '17:00', closingTime: '09:00' },
        openingHoursMessages.closeBeforeOpen,
      ],
      [
        { openingDays: '1,8', openingTime: '09:00', closingTime: '17:00' },
        'Opening days must be numbers from 0 (Sunday) to 6 (Saturday)',
      ],
    ];
    for (const [fields, message] of cases) {
      const refused = await saveSettings({ openingHoursEnabled: 'true', ...fields });
      expect(refused.status, message).toBe(400);
      expect(refused.body.message).toBe(message);
    }
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/auth/chatbot-settings',
      headers: bearer(owner),
    });
    expect(envelope<ChatbotSettings[]>(read).data[0]?.behavior.openingHours).toBeNull();
  });
});
