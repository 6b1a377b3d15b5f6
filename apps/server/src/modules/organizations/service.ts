import {
  type OrganizationInfo,
  type OrganizationInfoUpdate,
  type OrganizationSummary,
} from '@concierge/shared';
import type { Session } from '../../platform/auth-guard.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { ORGANIZATION_NOT_FOUND, requirePermission, type Tenant } from '../../platform/tenancy.js';
import * as queries from './queries.js';

export class OrganizationService {
  constructor(private readonly ctx: AppContext) {}

  /** SPEC §4: the organizations of the account; operators belong to none. */
  async list(session: Session): Promise<OrganizationSummary[]> {
    if (session.account.platformRole === 'operator') return [];
    const rows = await queries.listMemberOrganizations(this.ctx.db, session.account.id);
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      plan: row.plan,
      planName: row.planName,
      role: row.role,
      trialEndsAt: row.trialEndsAt?.toISOString() ?? null,
      usage: {
        // Chats are counted once the widget records them (a later issue).
        chats: { used: 0, limit: row.chatsLimit },
        seats: { used: row.seatsUsed, limit: row.seatsLimit },
      },
      settings: { environment: 'production', domain: hostOf(row.website) },
    }));
  }

  async update(tenant: Tenant, input: OrganizationInfoUpdate): Promise<OrganizationInfo> {
    requirePermission(tenant, 'manageOrganization');
    const updated = await queries.updateOrganization(this.ctx.db, tenant.organizationId, {
      name: input.organization_name,
      website: input.website ?? '',
    });
    if (!updated) throw notFound(ORGANIZATION_NOT_FOUND);
    return { organization_name: updated.name, website: updated.website };
  }
}

/** The host name of a website, '' when there is none. */
export function hostOf(website: string): string {
  try {
    return website ? new URL(website).hostname : '';
  } catch {
    return '';
  }
}
