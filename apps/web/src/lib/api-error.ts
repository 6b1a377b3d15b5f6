/** A failed call: the HTTP status, the server's readable message (may be empty) and its data. */
export class ApiError extends Error {
  readonly status: number;
  readonly data: unknown;

  constructor(status: number, message: string, data: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.data = data;
  }
}

export const GENERIC_ERROR = 'Something went wrong. Please try again.';

/** The message to show: the server's text when it sent one, else the screen's SPEC fallback. */
export function errorMessage(error: unknown, fallback: string = GENERIC_ERROR): string {
  if (error instanceof ApiError && error.message) return error.message;
  return fallback;
}
