/** What a client reads while the database cannot be reached; it may retry after `retry-after`. */
export const DATABASE_UNAVAILABLE =
  'The service is briefly unavailable. Please try again in a moment.';
export const DATABASE_RETRY_AFTER_SECONDS = 5;

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH']);
/** admin_shutdown, crash_shutdown, cannot_connect_now. */
const SHUTDOWN_CODES = new Set(['57P01', '57P02', '57P03']);
const CONNECTION_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /connection timeout/i,
  /client has encountered a connection error/i,
  /cannot use a pool after calling end/i,
];

/**
 * The database could not be reached (refused, reset, timed out, shutting down), as opposed to a
 * query it refused: the first is a passing outage (503), the second our bug (500). drizzle wraps
 * the driver's error, so the cause is looked for a few levels deep.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string') {
      if (NETWORK_CODES.has(code) || SHUTDOWN_CODES.has(code) || code.startsWith('08')) return true;
    }
    if (
      typeof message === 'string' &&
      CONNECTION_MESSAGES.some((pattern) => pattern.test(message))
    ) {
      return true;
    }
    current = cause;
  }
  return false;
}
