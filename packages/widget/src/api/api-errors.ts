import { LiveStreamError } from './live-stream';
import { GENERIC_ERROR_MESSAGE, PublicApiError } from './public-api';

/** The text a visitor sees for a failed call. */
export const readableError = (error: unknown): string =>
  error instanceof PublicApiError ? error.message : GENERIC_ERROR_MESSAGE;

/** The server no longer knows the session (expired, ended, or never existed). */
export const sessionGone = (error: unknown): boolean =>
  (error instanceof PublicApiError || error instanceof LiveStreamError) &&
  (error.status === 401 || error.status === 404);
