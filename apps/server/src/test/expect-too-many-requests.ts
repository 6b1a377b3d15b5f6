import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { envelope } from './test-app.js';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A 429 whose message is `cause` followed by when to try again ("Please try again in 9 minutes."),
 * with that wait, at most `maxSeconds`, in Retry-After.
 */
export function expectTooManyRequests(
  response: LightMyRequestResponse,
  cause: string,
  maxSeconds = Infinity,
): void {
  expect(response.statusCode, response.body).toBe(429);
  expect(envelope(response).message).toMatch(
    new RegExp(`^${escape(cause)} Please try again in \\d+ (seconds?|minutes?|hours?)\\.$`),
  );
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
}
