import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';

/** Where a credential can sit in a log line: multipart traces the request's headers. */
const CREDENTIAL_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'busboyOptions.headers.authorization',
  'busboyOptions.headers.cookie',
];

/** An invitation link's token is its own credential, and it travels in the path. */
const INVITATION_TOKEN = /^(\/api\/invitations\/)[^/?]+/;

const loggedUrl = (request: FastifyRequest) =>
  request.url.replace(INVITATION_TOKEN, '$1[redacted]');

/** The request as Fastify logs it, with an invitation link's token masked. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggedUrl(request),
    host: request.host,
    remoteAddress: request.ip,
  };
}

/**
 * The reply as "request completed" logs it: with the request's method and path, so that one line
 * tells what was asked and how it went (LOG_FORMAT=pretty shows only that line).
 */
function serializeReply(reply: Partial<FastifyReply> & Pick<FastifyReply, 'statusCode'>) {
  const request = reply.request;
  return request
    ? { statusCode: reply.statusCode, method: request.method, url: loggedUrl(request) }
    : { statusCode: reply.statusCode };
}

/** The logger options with every credential kept out of the log, whatever the level. */
export function withoutCredentials(
  logger: FastifyServerOptions['logger'],
): FastifyServerOptions['logger'] {
  if (typeof logger !== 'object') return logger;
  return {
    ...logger,
    redact: { paths: CREDENTIAL_PATHS, censor: '[redacted]' },
    serializers: { ...logger.serializers, req: serializeRequest, res: serializeReply },
  };
}
