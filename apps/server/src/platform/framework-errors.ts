import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/** What the router refuses before any route runs, in words a caller can act on. */
const MESSAGES: Record<string, string> = {
  FST_ERR_MAX_PARAM_LENGTH: 'A path parameter is too long.',
  FST_ERR_BAD_URL: 'The address is not a valid URL.',
};

/**
 * The router's own refusals (a path parameter over the length limit, a malformed URL), answered
 * with the envelope like every other error instead of Fastify's default shape.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  return reply.status(status).send({
    status_code: status,
    message: MESSAGES[error.code] ?? 'The request could not be routed.',
    data: null,
  });
}
