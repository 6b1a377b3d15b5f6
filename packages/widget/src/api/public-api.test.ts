import { describe, expect, it, vi } from 'vitest';
import { createPublicApi, NETWORK_ERROR_MESSAGE, PublicApiError } from './public-api';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('public API client', () => {
  it('unwraps the envelope and calls the origin it was given', async () => {
    const fetchImpl = vi.fn(async () =>
      json(200, {
        status_code: 200,
        message: 'OK',
        data: { session_id: 's', visitor_token: 'v', greeting: 'Hi' },
      }),
    );
    const api = createPublicApi('https://api.example.com', fetchImpl);
    await expect(api.startSession('bot 1')).resolves.toEqual({
      session_id: 's',
      visitor_token: 'v',
      greeting: 'Hi',
    });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://api.example.com/api/public/bots/bot%201/sessions');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{}');
  });

  it('sends the visitor token as a bearer token', async () => {
    const fetchImpl = vi.fn(async () =>
      json(200, {
        status_code: 200,
        message: 'OK',
        data: { turn_id: 't', assistant: 'Hello', confidence: 1, date_time: '' },
      }),
    );
    const api = createPublicApi('https://api.example.com', fetchImpl);
    await api.sendMessage('s-1', 'visitor-token', 'hello');
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://api.example.com/api/public/sessions/s-1/messages');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer visitor-token');
    expect(JSON.parse(init.body as string)).toEqual({ text: 'hello' });
  });

  it('turns an error envelope into a readable message with the status', async () => {
    const api = createPublicApi('', async () =>
      json(404, { status_code: 404, message: 'Chat session not found', data: null }),
    );
    const failure = await api.endSession('s', 't').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PublicApiError);
    expect((failure as PublicApiError).message).toBe('Chat session not found');
    expect((failure as PublicApiError).status).toBe(404);
  });

  it('treats a non-200 status_code in a 200 answer as a failure', async () => {
    const api = createPublicApi('', async () =>
      json(200, { status_code: 400, message: 'Text is required' }),
    );
    await expect(api.sendMessage('s', 't', '')).rejects.toThrow('Text is required');
  });

  it('has readable messages when there is no envelope or no answer', async () => {
    const broken = createPublicApi(
      '',
      async () => new Response('<html>502</html>', { status: 502 }),
    );
    await expect(broken.getConfig('b')).rejects.toThrow('Something went wrong. Please try again.');
    const offline = createPublicApi('', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(offline.getConfig('b')).rejects.toThrow(NETWORK_ERROR_MESSAGE);
  });
});
