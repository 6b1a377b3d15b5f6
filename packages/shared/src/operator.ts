import { z } from 'zod';
import type { MembershipRole } from './constants.js';
import { PLAN_LIMIT_KEYS, type PlanSummary, type PlanLimits } from './billing.js';
import { TICKET_STATUSES, type SupportTicket, type SupportTicketDetail } from './help.js';

/**
 * Issue 8 "Operator console": the platform operator's calls under /api/operator (operator role
 * only, 403 for everyone else). SPEC §2 'SaaS Platform Management', §3 Sample tenant/package and
 * Platform stats, §4 tenant states.
 */

// In a module of their own: every API call checks for the suspended-tenant answer, and this
// module's schemas should not come with that onto the login page.
export { SUPPORT_EMAIL, operatorMessages } from './operator-messages.js';

/**
 * SPEC §4. Derived, not stored: suspended when the operator suspended it, else trial while on the
 * trial plan, else active. Nothing cancels a tenant yet, so 'cancelled' filters to none.
 */
export const TENANT_STATUSES = ['active', 'trial', 'suspended', 'cancelled'] as const;
export type TenantStatus = (typeof TENANT_STATUSES)[number];

export interface TenantOwner {
  name: string;
  email: string;
}

export interface TenantUsage {
  chatsUsed: number;
  /** -1: unlimited. */
  chatsLimit: number;
  seatsUsed: number;
  seatsLimit: number;
}

/** GET /operator/tenants item (SPEC §3 Sample tenant, the parts the database knows). */
export interface TenantSummary {
  id: string;
  name: string;
  /** Plan id and its display name. */
  plan: string;
  planName: string;
  status: TenantStatus;
  /** Members. */
  users: number;
  /** Chat sessions ever. */
  conversations: number;
  /** The plan's monthly price in whole dollars while active on a paid plan, else 0. */
  revenue: number;
  createdAt: string;
  /** Newest sign-in activity of any member, or null. */
  lastActive: string | null;
  /** The oldest owner; null while the owner's invitation is pending. */
  owner: TenantOwner | null;
  usage: TenantUsage;
  suspendedAt: string | null;
  trialEndsAt: string | null;
}

export interface TenantMember {
  name: string;
  email: string;
  role: MembershipRole;
  lastActive: string | null;
}

export interface TenantInvitation {
  email: string;
  role: MembershipRole;
  expiresAt: string;
}

/** GET /operator/tenants/:id: the detail modal. */
export interface TenantDetail extends TenantSummary {
  website: string;
  timezone: string;
  knowledgeEntries: number;
  members: TenantMember[];
  pendingInvitations: TenantInvitation[];
}

export const TENANTS_PAGE_SIZE = 20;

/** GET /operator/tenants?search=&status=&page= — search matches name or owner e-mail. */
export const tenantListQuerySchema = z.object({
  search: z.string().trim().max(200, { error: 'Keep the search under 200 characters' }).optional(),
  status: z
    .enum(TENANT_STATUSES, { error: 'Status is one of active, trial, suspended, cancelled' })
    .optional(),
  page: z.coerce
    .number({ error: 'Page must be a whole number from 1' })
    .int({ error: 'Page must be a whole number from 1' })
    .min(1, { error: 'Page must be a whole number from 1' })
    .default(1),
});
export type TenantListQuery = z.infer<typeof tenantListQuerySchema>;

export interface TenantList {
  tenants: TenantSummary[];
  total: number;
  page: number;
  totalPages: number;
  /** Tenants per status over the whole platform, for the filter's counts. */
  statusCounts: Record<TenantStatus, number>;
}

/** POST /operator/tenants: an organization and an owner invitation mailed to `owner_email`. */
export const addTenantSchema = z.object({
  name: z
    .string({ error: 'Organization name is required' })
    .trim()
    .min(1, { error: 'Organization name is required' })
    .max(120, { error: 'Keep the organization name under 120 characters' }),
  owner_email: z
    .string({ error: 'Owner email is required' })
    .trim()
    .min(1, { error: 'Owner email is required' })
    .max(254, { error: 'Please enter a valid email address' })
    .pipe(z.email({ error: 'Please enter a valid email address' })),
  plan_id: z
    .string({ error: 'Choose a plan' })
    .trim()
    .regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, { error: 'Choose a plan' }),
});
export type AddTenantInput = z.infer<typeof addTenantSchema>;

/** DELETE /operator/tenants/:id body: the tenant's name, typed by the operator. */
export const deleteTenantSchema = z.object({
  confirm_name: z.string({ error: 'Type the tenant’s name to confirm' }),
});

/** SPEC §3 Platform stats; system health is read from this process and its database. */
export interface SystemHealth {
  /** Seconds since the server started. */
  uptime: number;
  /** Milliseconds of one database round trip, measured now. */
  responseTime: number;
  /** Percent of requests since start answered 5xx. */
  errorRate: number;
  /** Percent of the machine's CPUs busy (load average over cores, capped at 100). */
  cpuUsage: number;
  /** Percent of the machine's memory in use. */
  memoryUsage: number;
  /** Percent of the data directory's disk in use; null when it cannot be read. */
  diskUsage: number | null;
  database: 'PGlite' | 'PostgreSQL';
  /** Jobs waiting or running, and jobs failed in the last 24 hours. */
  queuedJobs: number;
  failedJobs24h: number;
}

/** GET /operator/stats. */
export interface PlatformStats {
  totalOrganizations: number;
  totalUsers: number;
  /** Chat sessions ever, over all tenants. */
  totalConversations: number;
  /** Tenants on a paid plan and not suspended. */
  activeSubscriptions: number;
  /** Sum of the active subscriptions' monthly prices, whole dollars. */
  monthlyRevenue: number;
  /** Percent of paid tenants suspended (the platform has no cancellation yet). */
  churnRate: number;
  tenantsByStatus: Record<TenantStatus, number>;
  systemHealth: SystemHealth;
}

/** GET /operator/plans item (SPEC §3 Sample package): every plan, offered or not. */
export interface OperatorPlan extends PlanSummary {
  subscriberCount: number;
  createdAt: string;
}

const PLAN_LIMIT_MAX = 10_000_000;
const limitSchema = z
  .number({ error: 'Limits are whole numbers; -1 means unlimited' })
  .int({ error: 'Limits are whole numbers; -1 means unlimited' })
  .min(-1, { error: 'Limits are whole numbers; -1 means unlimited' })
  .max(PLAN_LIMIT_MAX, { error: `Limits are at most ${PLAN_LIMIT_MAX.toLocaleString('en-US')}` });

/** PUT /operator/plans/:id body, and POST /operator/plans with `id`. */
export const planFieldsSchema = z.object({
  name: z
    .string({ error: 'Package name is required' })
    .trim()
    .min(1, { error: 'Package name is required' })
    .max(60, { error: 'Keep the package name under 60 characters' }),
  description: z
    .string()
    .trim()
    .max(300, { error: 'Keep the description under 300 characters' })
    .default(''),
  price: z
    .number({ error: 'Price is a whole number of dollars' })
    .int({ error: 'Price is a whole number of dollars' })
    .min(0, { error: 'Price cannot be negative' })
    .max(100_000, { error: 'Price is at most $100,000' }),
  features: z
    .array(
      z
        .string()
        .trim()
        .min(1, { error: 'A feature cannot be empty' })
        .max(120, { error: 'Keep each feature under 120 characters' }),
    )
    .max(20, { error: 'List at most 20 features' })
    .default([]),
  limits: z.object(
    Object.fromEntries(PLAN_LIMIT_KEYS.map((key) => [key, limitSchema])) as Record<
      keyof PlanLimits,
      typeof limitSchema
    >,
    { error: 'Limits are required: chats, seats, knowledgeBase, integrations' },
  ),
  popular: z.boolean().default(false),
});
export type PlanFieldsInput = z.infer<typeof planFieldsSchema>;

export const createPlanSchema = planFieldsSchema.extend({
  id: z
    .string({ error: 'Plan id is required' })
    .trim()
    .regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, {
      error: 'Plan id: lower-case letters, digits, - and _, up to 64',
    }),
});
export type CreatePlanInput = z.infer<typeof createPlanSchema>;

/** GET /operator/tickets item: a ticket of any tenant. */
export interface OperatorTicket extends SupportTicket {
  organizationId: string;
  organizationName: string;
}
export type OperatorTicketDetail = SupportTicketDetail & {
  organizationId: string;
  organizationName: string;
};

export const ticketStatusSchema = z.object({
  status: z.enum(TICKET_STATUSES, {
    error: 'Status is one of open, in-progress, resolved, closed',
  }),
});
