import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { knowledgeMessages } from '@concierge/shared';
import { AppError } from './errors.js';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE,
  isDatabaseUnavailable,
} from '../db/database-unavailable.js';

interface FieldError {
  field: string;
  message: string;
}

const GENERIC_FAILURE = 'Something went wrong on our side. Please try again.';

/** Statuses a client may cause; anything else is our fault and gets the generic message. */
const CLIENT_STATUS_MESSAGES: Record<number, string> = {
  400: 'The request could not be read.',
  404: 'Not found',
  405: 'Method not allowed',
  406: 'Not acceptable',
  413: 'The request is too large.',
  415: 'Unsupported media type.',
  429: 'Too many requests. Please slow down.',
};

/** One place turns every failure into the envelope; 5xx details stay in the log. */
export function registerErrorHandling(
  app: FastifyInstance,
  limits: { uploadMaxBytes: number },
): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.statusCode === 429 && hasRetryAfter(error.data)) {
        void reply.header('retry-after', String(error.data.retryAfterSeconds));
      }
      return reply
        .status(error.statusCode)
        .send({ status_code: error.statusCode, message: error.message, data: error.data });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldError[] = error.validation.map((issue) => ({
        field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message ?? 'Invalid value',
      }));
      const first = errors[0];
      const message = first ? readableMessage(first) : 'Invalid request';
      return reply.status(400).send({ status_code: 400, message, data: { errors } });
    }
    if (isUnstorableText(error)) {
      return reply.status(400).send({ status_code: 400, message: UNSTORABLE_TEXT, data: null });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ status_code: 503, message: DATABASE_UNAVAILABLE, data: null });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = clientErrorMessage(error, status, limits.uploadMaxBytes);
      return reply.status(status).send({ status_code: status, message, data: null });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ status_code: 500, message: GENERIC_FAILURE, data: null });
  });
}

export const UNSTORABLE_TEXT =
  'The request contains characters that cannot be stored (such as NUL). Remove them and try again.';

/**
 * PostgreSQL refuses NUL and invalid UTF-8 in text (22021, 22P05). That is the client's input, not
 * our failure; the database error may sit a few `cause`s deep (drizzle wraps it).
 */
function isUnstorableText(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (code === '22021' || code === '22P05') return true;
    current = cause;
  }
  return false;
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send({
    status_code: 404,
    message: `No route for ${request.method} ${request.url.split('?')[0]}`,
    data: null,
  });
}

function hasRetryAfter(data: unknown): data is { retryAfterSeconds: number } {
  return typeof data === 'object' && data !== null && 'retryAfterSeconds' in data;
}

/**
 * Messages we wrote (SPEC texts) read well alone. zod's own defaults ("Invalid input: expected
 * string…") do not, so they are prefixed with the field they are about.
 */
function readableMessage({ field, message }: FieldError): string {
  const zodDefault = /^(Invalid|Too (small|big)|Unrecognized)/.test(message);
  return zodDefault && field ? `${field}: ${message}` : message;
}

function clientErrorMessage(error: FastifyError, status: number, uploadMaxBytes: number): string {
  if (
    error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
    error.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
  ) {
    return 'The request body is not valid JSON.';
  }
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return 'Unsupported content type: send JSON or multipart/form-data.';
  }
  if (error.code === 'FST_REQ_FILE_TOO_LARGE') return knowledgeMessages.tooLarge(uploadMaxBytes);
  if (error.code === 'FST_FILES_LIMIT') return 'Too many files: upload at most 10 at a time.';
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return 'The request is too large.';
  return CLIENT_STATUS_MESSAGES[status] ?? 'The request could not be processed.';
}
