import {
  API_KEY_ENVIRONMENTS,
  apiKeyMessages,
  maskApiKey,
  type ApiKeyEnvironment,
  type ApiKeySummary,
  type CreatedApiKey,
} from '@concierge/shared';
import type { AppContext } from '../../platform/context.js';
import { requirePermission, type Tenant } from '../../platform/tenancy.js';
import { newApiKey } from './key-material.js';
import * as queries from './queries.js';

/** Issue 7 API keys: one live key per environment; regenerating replaces it at once. */
export class ApiKeyService {
  constructor(private readonly ctx: AppContext) {}

  /** Both environments, masked; any member may read. */
  async list(tenant: Tenant): Promise<ApiKeySummary[]> {
    const rows = await queries.listLiveKeys(this.ctx.db, tenant.organizationId);
    return API_KEY_ENVIRONMENTS.map((environment) => {
      const row = rows.find((candidate) => candidate.environment === environment);
      return {
        environment,
        key: row
          ? {
              id: row.id,
              masked: maskApiKey(row.prefix, row.last4),
              createdAt: row.createdAt.toISOString(),
              createdBy: row.createdBy,
              lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
            }
          : null,
      };
    });
  }

  /** A new key, shown in full this once; the previous key of the environment stops working. */
  async regenerate(
    tenant: Tenant,
    accountId: string,
    environment: ApiKeyEnvironment,
  ): Promise<{ message: string; key: CreatedApiKey }> {
    requirePermission(tenant, 'manageApiKeys');
    const key = newApiKey(environment);
    const row = await this.ctx.db.transaction(async (tx) => {
      await queries.lockOrganization(tx, tenant.organizationId);
      await queries.revokeLiveKey(tx, tenant.organizationId, environment);
      return queries.insertKey(tx, {
        organizationId: tenant.organizationId,
        environment,
        prefix: key.prefix,
        last4: key.last4,
        keyHash: key.keyHash,
        createdBy: accountId,
      });
    });
    return {
      message: apiKeyMessages.created(environment),
      key: {
        environment,
        id: row.id,
        secret: key.secret,
        masked: maskApiKey(key.prefix, key.last4),
        createdAt: row.createdAt.toISOString(),
      },
    };
  }
}
