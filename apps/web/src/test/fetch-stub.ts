import { vi } from 'vitest';

export interface StubbedAnswer {
  status?: number;
  message?: string;
  data?: unknown;
}

/**
 * Replaces fetch at the network edge: each call answers with the envelope the route table gives
 * for "METHOD /api/path" (or 404). Returns the mock to inspect the calls made.
 */
export function stubFetch(answers: Record<string, StubbedAnswer | (() => StubbedAnswer)>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = url.split('?')[0];
    const entry = answers[`${init?.method ?? 'GET'} ${path}`];
    const answer = typeof entry === 'function' ? entry() : entry;
    const status = answer?.status ?? (answer ? 200 : 404);
    const body = {
      status_code: status,
      message: answer?.message ?? '',
      data: answer?.data ?? null,
    };
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
