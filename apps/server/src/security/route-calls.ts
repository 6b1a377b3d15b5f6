import type { LightMyRequestResponse } from 'fastify';
import { bearer, multipartForm, type TestApp } from '../test/test-app.js';
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
  /** Sent as a query string: each value as text, objects and arrays as their JSON. */
  query?: unknown;
  body?: unknown;
  /** Send the body as multipart/form-data fields (each value as text, as `query`) instead of JSON. */
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
    query: asTextFields(call.query),
    headers,
    ...(withBody
      ? {
          payload: call.multipart
            ? multipartForm(asTextFields(call.body) ?? {})
            : (call.body as object),
        }
      : {}),
  });
}

/** An object's fields as a URL or a form carries them: text; anything else is no fields at all. */
function asTextFields(value: unknown): Record<string, string> | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      typeof field === 'string' ? field : (JSON.stringify(field) ?? ''),
    ]),
  );
}

/** A stack frame or a source path: an answer must never show the server's insides. */
const STACK_TRACE = /\n\s+at |\(\/[^)]*:\d+:\d+\)|node_modules|apps\/server\/src|\.ts:\d+:\d+/;

/**
 * What is wrong with an answer whatever its status, or null: a 5xx, a stack trace, a 4xx without
 * the `{status_code, message}` envelope (a 2xx may be a file).
 */
export function answerProblem(response: LightMyRequestResponse): string | null {
  const body = response.body.slice(0, 300);
  if (response.statusCode >= 500) return `${response.statusCode}: ${body}`;
  if (STACK_TRACE.test(response.body)) return `a stack trace: ${body}`;
  if (response.statusCode < 400) return null;
  let parsed: { status_code?: unknown; message?: unknown };
  try {
    parsed = JSON.parse(response.body) as typeof parsed;
  } catch {
    return `no envelope: ${body}`;
  }
  if (parsed.status_code !== response.statusCode || typeof parsed.message !== 'string') {
    return `no envelope: ${body}`;
  }
  return null;
}

/** A short, readable account of an answer for a failure list. */
export const describeAnswer = (
  operation: Operation,
  who: string,
  response: LightMyRequestResponse,
) => `${operation.key} as ${who}: ${response.statusCode} ${response.body.slice(0, 160)}`;
