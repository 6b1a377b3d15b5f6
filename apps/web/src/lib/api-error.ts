export interface FieldErrorItem {
  field: string;
  message: string;
}

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

  /** The 400 answer's per-field messages, if any. */
  get fieldErrors(): FieldErrorItem[] {
    const errors = (this.data as { errors?: unknown } | null)?.errors;
    return Array.isArray(errors) ? (errors as FieldErrorItem[]) : [];
  }
}

export const GENERIC_ERROR = 'Something went wrong. Please try again.';

/** The message to show: the server's text when it sent one, else the screen's SPEC fallback. */
export function errorMessage(error: unknown, fallback: string = GENERIC_ERROR): string {
  if (error instanceof ApiError && error.message) return error.message;
  return fallback;
}
