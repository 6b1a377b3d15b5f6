import { staffMessages, type ServerContentItem, type UnansweredQuestions } from '@concierge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionKey } from '../chat-engine/index.js';
import { backdateChat, botIdOf, sendMessage, startChat } from '../../test/chat-fixtures.js';
import {
  bearer,
  createTestApp,
  envelope,
  signUpVerified,
  type TestApp,
} from '../../test/test-app.js';
import type { AnsweredGroup } from './unanswered-service.js';

const PARKING = questionKey('What are your parking options?');

describe('unanswered questions', () => {
  let t: TestApp;
  let staff: string;
  let otherStaff: string;

  const unanswered = async (days: number, token = staff) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/conversations/unanswered?days=${days}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    return envelope<UnansweredQuestions>(response).data.groups;
  };
  const answer = (payload: object, token = staff) =>
    t.app.inject({
      method: 'POST',
      url: '/api/conversations/unanswered/answer',
      headers: bearer(token),
      payload,
    });
  const dismiss = (key: string, token = staff) =>
    t.app.inject({
      method: 'POST',
      url: '/api/conversations/unanswered/dismiss',
      headers: bearer(token),
      payload: { key },
    });
  const parkingAnswer = {
    key: PARKING,
    question: 'What are your parking options?',
    answer: 'Free parking is behind the building.',
    keywords: ['parking', 'car'],
  };
  const contentCount = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/content/get-all',
      headers: bearer(staff),
    });
    return envelope<ServerContentItem[]>(response).data;
  };

  beforeAll(async () => {
    t = await createTestApp();
    staff = await signUpVerified(t, 'owner@clinic.example', 'Clinic');
    otherStaff = await signUpVerified(t, 'owner@other.example', 'Other Lab');
    const botId = await botIdOf(t, staff);

    const old = await startChat(t, botId);
    await sendMessage(t, old, 'Do you have wheelchair access?');
    await backdateChat(t, old, new Date(Date.now() - 10 * 86_400_000));

    const first = await startChat(t, botId);
    await sendMessage(t, first, 'What are your parking options?');
    await sendMessage(t, first, 'Do you offer vitamin D testing?');
    await sendMessage(t, first, 'hello');
    // Keyboard mashing is kept in the chat but never listed.
    await sendMessage(t, first, 'asdfghjkl');
    await sendMessage(t, first, 'qwrtzp xkcd');
    const second = await startChat(t, botId);
    await sendMessage(t, second, 'parking option');
  });
  afterAll(() => t.close());

  it('groups the wordings of one question, largest group first', async () => {
    const groups = await unanswered(7);
    expect(groups.map((group) => [group.key, group.count])).toEqual([
      [PARKING, 2],
      [questionKey('Do you offer vitamin D testing?'), 1],
    ]);
    expect(groups[0]).toMatchObject({
      question: 'parking option',
      examples: ['What are your parking options?'],
    });
    expect(Date.parse(groups[0]?.last_seen ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect((await unanswered(30)).map((group) => group.key)).toContain(
      questionKey('Do you have wheelchair access?'),
    );
  });

  it('does not list keyboard noise', async () => {
    const groups = await unanswered(30);
    expect(groups.map((group) => group.question)).not.toContain('asdfghjkl');
    expect(groups.map((group) => group.question)).not.toContain('qwrtzp xkcd');
    expect(groups).toHaveLength(3);
  });

  it('pages the groups, largest first', async () => {
    const page = async (query: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/conversations/unanswered?days=30&${query}`,
        headers: bearer(staff),
      });
      expect(response.statusCode).toBe(200);
      return envelope<UnansweredQuestions>(response).data;
    };
    const first = await page('limit=2');
    expect(first.groups.map((group) => group.key)[0]).toBe(PARKING);
    expect(first.pagination).toEqual({ total_pages: 2, total_groups: 3 });
    const second = await page('limit=2&page=2');
    expect(second.groups).toHaveLength(1);
    expect(second.groups[0]?.key).not.toBe(first.groups[1]?.key);
    expect((await page('limit=2&page=3')).groups).toEqual([]);
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/conversations/unanswered?limit=0',
      headers: bearer(staff),
    });
    expect(refused.statusCode).toBe(400);
  });

  it("keeps another organization out of this one's questions", async () => {
    expect(await unanswered(30, otherStaff)).toEqual([]);
    const response = await answer(parkingAnswer, otherStaff);
    expect(response.statusCode).toBe(404);
    expect(envelope(response).message).toBe(staffMessages.questionGroupNotFound);
    expect((await unanswered(7))[0]?.count).toBe(2);
  });

  it('checks the answer', async () => {
    const response = await answer({ ...parkingAnswer, answer: '  ' });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).message).toBe('Answer is required');
  });

  it('turns a group into a Q&A entry and marks its questions answered', async () => {
    const response = await answer(parkingAnswer);
    expect(response.statusCode).toBe(200);
    const result = envelope<AnsweredGroup>(response);
    expect(result.message).toBe(staffMessages.answerAdded);
    expect(result.data.answered_count).toBe(2);
    expect(result.data.entry).toMatchObject({
      type: 'qa',
      question: parkingAnswer.question,
      answer: parkingAnswer.answer,
      keywords: ['parking', 'car'],
    });
    expect((await contentCount()).map((item) => item._id)).toContain(result.data.entry._id);
    expect((await unanswered(30)).map((group) => group.key)).not.toContain(PARKING);
  });

  it('dismisses a group for good, until someone asks it again', async () => {
    const key = questionKey('Do you offer vitamin D testing?');
    const foreign = await dismiss(key, otherStaff);
    expect(foreign.statusCode).toBe(404);

    const response = await dismiss(key);
    expect(response.statusCode).toBe(200);
    expect(envelope(response)).toMatchObject({
      message: staffMessages.questionDismissed,
      data: { dismissed_count: 1 },
    });
    expect((await unanswered(30)).map((group) => group.key)).not.toContain(key);
    expect((await dismiss(key)).statusCode).toBe(404);

    const chat = await startChat(t, await botIdOf(t, staff));
    await sendMessage(t, chat, 'Do you offer vitamin D testing?');
    const again = (await unanswered(7)).find((group) => group.key === key);
    expect(again?.count).toBe(1);
  });

  it('answers 404 and adds nothing when the group is already answered', async () => {
    const before = (await contentCount()).length;
    const response = await answer(parkingAnswer);
    expect(response.statusCode).toBe(404);
    expect(envelope(response).message).toBe(staffMessages.questionGroupNotFound);
    expect(await contentCount()).toHaveLength(before);
  });
});
