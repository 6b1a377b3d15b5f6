import type {
  LiveMessageAccepted,
  MessageResult,
  PublicBotConfig,
  StartSessionResult,
} from '@concierge/shared';
import type { Feedback } from '../lib/chat-storage';
import { openLiveStream } from './live-stream';

export const NETWORK_ERROR_MESSAGE =
  'Could not reach the chat service. Check your connection and try again.';
export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again.';

/**
 * A failed call, with a message a visitor can read. status 0 means no answer at all; `reason` is
 * the server's machine-readable cause, when it gives one (e.g. the site is not allowed).
 */
export class PublicApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly reason?: string,
  ) {
    super(message);
    this.name = 'PublicApiError';
  }
}

interface Envelope<T> {
  status_code?: number;
  message?: string;
  data?: T;
}

/** A form's answers by field key: text, or true/false for a checkbox or consent. */
export type FormAnswers = Record<string, string | boolean>;

export interface FormSubmission {
  category: string;
  /** The form's key from its formConfig (issue 22); a SPEC-shaped config has none. */
  form_key?: string;
  form_id: string;
  form_data: FormAnswers;
}

export type PublicApi = ReturnType<typeof createPublicApi>;

/** The public chat API (SPEC: every answer is `{status_code, message, data}`). */
export function createPublicApi(origin: string, fetchImpl: typeof fetch = fetch) {
  async function call<T>(method: string, path: string, body?: unknown, token?: string) {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;
    let response: Response;
    try {
      response = await fetchImpl(origin + '/api/public' + path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'omit',
      });
    } catch {
      throw new PublicApiError(NETWORK_ERROR_MESSAGE, 0);
    }
    let envelope: Envelope<T> | null = null;
    try {
      envelope = (await response.json()) as Envelope<T>;
    } catch {
      // not JSON: judged by the HTTP status alone
    }
    const statusCode = envelope?.status_code ?? response.status;
    if (!response.ok || statusCode < 200 || statusCode >= 300) {
      const message =
        typeof envelope?.message === 'string' && envelope.message.trim()
          ? envelope.message
          : GENERIC_ERROR_MESSAGE;
      const data = envelope?.data as { reason?: unknown } | null | undefined;
      const reason = typeof data?.reason === 'string' ? data.reason : undefined;
      throw new PublicApiError(message, response.ok ? statusCode : response.status, reason);
    }
    return envelope?.data as T;
  }

  const session = (sessionId: string) => `/sessions/${encodeURIComponent(sessionId)}`;

  return {
    getConfig: (botId: string) =>
      call<PublicBotConfig>('GET', `/bots/${encodeURIComponent(botId)}/config`),
    startSession: (botId: string, testToken?: string) =>
      call<StartSessionResult>(
        'POST',
        `/bots/${encodeURIComponent(botId)}/sessions`,
        testToken ? { test_token: testToken } : {},
      ),
    /** The bot's reply, or only the stored message while a person is awaited or holds the chat. */
    sendMessage: (sessionId: string, token: string, text: string) =>
      call<MessageResult | LiveMessageAccepted>(
        'POST',
        `${session(sessionId)}/messages`,
        { text },
        token,
      ),
    sendTyping: (sessionId: string, token: string) =>
      call<unknown>('POST', `${session(sessionId)}/typing`, {}, token),
    openLive: (sessionId: string, token: string, after: number, signal: AbortSignal) =>
      openLiveStream(
        fetchImpl,
        `${origin}/api/public${session(sessionId)}/live?after=${after}`,
        token,
        signal,
      ),
    submitForm: (sessionId: string, token: string, form: FormSubmission) =>
      call<unknown>('POST', `${session(sessionId)}/forms`, form, token),
    sendFeedback: (sessionId: string, token: string, turnId: string, value: Feedback) =>
      call<unknown>('POST', `${session(sessionId)}/feedback`, { turn_id: turnId, value }, token),
    endSession: (sessionId: string, token: string) =>
      call<unknown>('POST', `${session(sessionId)}/end`, {}, token),
  };
}
