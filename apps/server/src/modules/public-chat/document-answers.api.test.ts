import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { botIdOf, sendMessage, startChat, type VisitorChat } from '../../test/chat-fixtures.js';
import { bearer, createTestApp, signUpVerified, type TestApp } from '../../test/test-app.js';

const GUIDE = new URL('../knowledge/fixtures/dental-patient-guide.txt', import.meta.url);

/**
 * A dental practice uploads its plain-text patient guide and nothing else; its visitors ask the
 * widget what the guide says. The upload is parsed, chunked and embedded by the app's own jobs, and
 * every answer comes back through the public chat API, quoting the passage that answers.
 */
describe('answers from an uploaded document, through the public chat API', () => {
  let t: TestApp;
  let chat: VisitorChat;
  beforeAll(async () => {
    t = await createTestApp();
    const staff = await signUpVerified(t, 'owner@dental.example', 'Brightwater Dental Studio');
    const form = new FormData();
    form.append('files', new Blob([await readFile(GUIDE)]), 'patient-guide.txt');
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/knowledge/uploads',
      headers: bearer(staff),
      payload: form,
    });
    expect(upload.statusCode).toBe(200);
    // Reading the file, then embedding its passages: the worker's jobs, run to the end.
    await t.ctx.worker.drain();
    chat = await startChat(t, await botIdOf(t, staff));
  }, 60_000);
  afterAll(() => t.close());

  const ask = async (text: string) => {
    const { assistant } = await sendMessage(t, chat, text);
    return typeof assistant === 'string' ? assistant : JSON.stringify(assistant);
  };

  it('quotes the list of plans for an insurance question', async () => {
    const reply = await ask('Do you take insurance?');
    expect(reply).toContain('Delta Dental');
    expect(reply).not.toMatch(/parking/i);
  });

  it('quotes the price for a price question', async () => {
    expect(await ask('How much is teeth whitening?')).toContain('$350');
  });

  it('quotes the hours without the title of the document glued to them', async () => {
    const reply = await ask('What are your opening hours?');
    expect(reply).toContain('Monday to Thursday: 8:00 am');
    expect(reply).not.toContain('Patient Guide');
  });
});
