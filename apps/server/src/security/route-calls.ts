import type { LightMyRequestResponse } from 'fastify';
import { bearer, type TestApp } from '../test/test-app.js';
import { fillPath, type Operation } from './route-catalogue.js';

/** Server-sent event streams: a call that is let in never ends, so the suites only knock. */
export const STREAM_ROUTES = new Set([
  'GET /api/live/stream',
  'GET /api/public/sessions/{sessionId}/live',
]);

export interface RouteCall {
  /** Every path parameter takes this value. */
  param?: string;
  token?: string;
  query?: Record<string, unknown>;
  body?: unknown;
  /** Send the body as multipart/form-data fields instead of JSON. */
  multipart?: boolean;
}

/** Calls one operation of the catalogue in-process. */
export function callRoute(
  t: TestApp,
  operation: Operation,
  call: RouteCall,
): Promise<LightMyRequestResponse> {
  const url = fillPath(operation.path, () => call.param ?? '');
  const headers: Record<string, string> = call.token ? bearer(call.token) : {};
  const withBody = operation.method !== 'GET' && call.body !== undefined;
  return t.app.inject({
    method: operation.method,
    url,
    query: call.query as Record<string, string> | undefined,
    headers,
    ...(withBody ? { payload: call.multipart ? asForm(call.body) : (call.body as object) } : {}),
  });
}

/** Each field of the body as a text field; nested values go as their JSON. */
function asForm(body: unknown): FormData {
  const form = new FormData();
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    for (const [key, value] of Object.entries(body)) {
      form.append(key, typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
    }
  }
  return form;
}

/** A short, readable account of an answer for a failure list. */
export const describeAnswer = (
  operation: Operation,
  who: string,
  response: LightMyRequestResponse,
) => `${operation.key} as ${who}: ${response.statusCode} ${response.body.slice(0, 160)}`;
