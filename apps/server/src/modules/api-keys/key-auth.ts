import type { FastifyRequest } from 'fastify';
import { apiKeyMessages, operatorMessages } from '@concierge/shared';
import { bearerToken } from '../../platform/auth-guard.js';
import type { AppContext } from '../../platform/context.js';
import { forbidden, unauthorized } from '../../platform/errors.js';
import { enforceRateLimits } from '../../platform/rate-limit.js';
import type { Tenant } from '../../platform/tenancy.js';
import { isOrganizationSuspended } from '../organizations/queries.js';
import { hashApiKey, looksLikeApiKey } from './key-material.js';
import * as queries from './queries.js';

/** How often last-used is written at most, so reads do not each turn into a write. */
const LAST_USED_RESOLUTION_SECONDS = 60;
/** Requests one key may make per window. */
const REQUESTS_PER_WINDOW = 600;
const WINDOW_SECONDS = 60;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the API-key guard on /api/v1 routes: the key's organization, read-only. */
    apiKeyTenant: Tenant | null;
  }
}

/**
 * An onRequest hook for the integration API: only a live organization API key is accepted (a
 * dashboard token is not). The key's organization is the tenant, with a viewer's rights.
 */
export function createApiKeyGuard(ctx: AppContext) {
  return async function authenticateApiKey(request: FastifyRequest): Promise<void> {
    const token = bearerToken(request.headers.authorization);
    if (!token || !looksLikeApiKey(token)) throw unauthorized(apiKeyMessages.invalidKey);
    const key = await queries.findLiveKeyByHash(ctx.db, hashApiKey(token));
    if (!key) throw unauthorized(apiKeyMessages.invalidKey);
    if (await isOrganizationSuspended(ctx.db, key.organizationId)) {
      throw forbidden(operatorMessages.tenantSuspended);
    }
    await enforceRateLimits(ctx.db, [
      {
        key: `api-key:${key.id}`,
        limit: REQUESTS_PER_WINDOW,
        windowSeconds: WINDOW_SECONDS,
        message: apiKeyMessages.tooManyRequests,
      },
    ]);
    const lastUsed = key.lastUsedAt?.getTime() ?? 0;
    if (Date.now() - lastUsed > LAST_USED_RESOLUTION_SECONDS * 1000) {
      await queries.touchLastUsed(ctx.db, key.id, LAST_USED_RESOLUTION_SECONDS);
    }
    request.apiKeyTenant = { organizationId: key.organizationId, role: 'viewer' };
  };
}

export function requireApiKeyTenant(request: FastifyRequest): Tenant {
  if (!request.apiKeyTenant) throw unauthorized(apiKeyMessages.invalidKey);
  return request.apiKeyTenant;
}
