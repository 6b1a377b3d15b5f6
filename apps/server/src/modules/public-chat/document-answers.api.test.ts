import { readFile } from 'node:fs/promises';
import type { MessageResult, StartSessionResult } from '@concierge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  envelope,
  signUpVerified,
  type TestApp,
} from '../../test/test-app.js';

const GUIDE = new URL('../knowledge/fixtures/dental-patient-guide.txt', import.meta.url);

/**
 * A dental practice uploads its plain-text patient guide and nothing else; its visitors ask the
 * widget what the guide says. The upload is parsed, chunked and embedded by the app's own jobs, and
 * every answer comes back through the public chat API, quoting the passage that answers.
 */
describe('answers from an uploaded document, through the public chat API', () => {
  let t: TestApp;
  let session: StartSessionResult;
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
    const settings = await t.app.inject({
      method: 'GET',
      url: '/api/auth/chatbot-settings',
      headers: bearer(staff),
    });
    const botId = envelope<{ id: string }[]>(settings).data[0]?.id ?? '';
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/public/bots/${botId}/sessions`,
      payload: {},
    });
    session = envelope<StartSessionResult>(started).data;
  }, 60_000);
  afterAll(() => t.close());

  const ask = async (text: string) => {
    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/public/sessions/${session.session_id}/messages`,
      headers: bearer(session.visitor_token),
      payload: { text },
    });
    expect(reply.statusCode).toBe(200);
    const { assistant } = envelope<MessageResult>(reply).data;
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
