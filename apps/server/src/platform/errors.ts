/**
 * The one error a service throws. `message` is for people (SPEC texts for 4xx); the error handler
 * turns it into the envelope. `data` rides along in the envelope (e.g. seconds to wait).
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 429 | 500 | 503,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message: string) => new AppError(404, message);
export const badRequest = (message: string, data: unknown = null) =>
  new AppError(400, message, data);
export const unauthorized = (message: string) => new AppError(401, message);
export const forbidden = (message: string) => new AppError(403, message);
export const conflict = (message: string) => new AppError(409, message);
/** A link that existed but no longer works (an expired invitation). */
export const gone = (message: string) => new AppError(410, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, message, { retryAfterSeconds });
