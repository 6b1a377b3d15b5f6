import type { Envelope } from '@concierge/shared';

/** Wraps a successful answer: the HTTP status and `status_code` agree. */
export function ok<T>(message: string, data: T): Envelope<T> {
  return { status_code: 200, message, data };
}
