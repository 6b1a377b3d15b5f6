import { hasPermission } from '@concierge/shared';
import type { Executor } from '../../db/client.js';
import type { Tenant } from '../../platform/tenancy.js';
import { touchPresence } from './queries.js';

/**
 * Marks the member online for handoffs: only members who may take a conversation (editor and
 * above) count. The staff live stream and the dashboard's notification poll call it, so anyone
 * with the dashboard open can be handed a chat.
 */
export async function markOnline(db: Executor, tenant: Tenant, accountId: string): Promise<void> {
  if (hasPermission(tenant.role, 'editContent')) {
    await touchPresence(db, tenant.organizationId, accountId);
  }
}
