import type { FastifyRequest } from 'fastify';
import { operatorMessages } from '@concierge/shared';
import { requireSession, type Session } from './auth-guard.js';
import { forbidden } from './errors.js';

/** Refuses (403) every account but the platform operator; checked by each /operator route. */
export function requireOperator(request: FastifyRequest): Session {
  const session = requireSession(request);
  if (session.account.platformRole !== 'operator') throw forbidden(operatorMessages.forbidden);
  return session;
}
