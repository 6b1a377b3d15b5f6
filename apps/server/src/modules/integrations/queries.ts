import type { IntegrationProvider } from '@concierge/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  accounts,
  appUsers,
  chatSessions,
  integrations,
  organizations,
  submittedForms,
  webhookDeliveries,
} from '../../db/schema.js';

export type IntegrationRow = typeof integrations.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export type IntegrationWithAccount = IntegrationRow & { connectedByName: string | null };

export async function listIntegrations(
  db: Executor,
  organizationId: string,
): Promise<IntegrationWithAccount[]> {
  const rows = await db
    .select({ integration: integrations, connectedByName: accounts.name })
    .from(integrations)
    .leftJoin(accounts, eq(accounts.id, integrations.connectedBy))
    .where(eq(integrations.organizationId, organizationId));
  return rows.map((row) => ({ ...row.integration, connectedByName: row.connectedByName }));
}

export async function findIntegration(
  db: Executor,
  organizationId: string,
  provider: IntegrationProvider,
): Promise<IntegrationRow | null> {
  const [row] = await db
    .select()
    .from(integrations)
    .where(
      and(eq(integrations.organizationId, organizationId), eq(integrations.provider, provider)),
    );
  return row ?? null;
}

/** Re-connecting replaces the target and who connected it; a signing secret, once made, stays. */
export async function upsertIntegration(
  db: Executor,
  values: {
    organizationId: string;
    provider: IntegrationProvider;
    target: string;
    signingSecret: string | null;
    connectedBy: string;
  },
): Promise<void> {
  await db
    .insert(integrations)
    .values(values)
    .onConflictDoUpdate({
      target: [integrations.organizationId, integrations.provider],
      set: {
        target: values.target,
        connectedBy: values.connectedBy,
        connectedAt: sql`now()`,
        signingSecret: sql`coalesce(${integrations.signingSecret}, excluded.signing_secret)`,
      },
    });
}

/** Answers whether there was one; its deliveries go with it. */
export async function deleteIntegration(
  db: Executor,
  organizationId: string,
  provider: IntegrationProvider,
): Promise<boolean> {
  const deleted = await db
    .delete(integrations)
    .where(
      and(eq(integrations.organizationId, organizationId), eq(integrations.provider, provider)),
    )
    .returning({ id: integrations.id });
  return deleted.length > 0;
}

/** The measurement id the widget sends its events to, or null when GA is not connected. */
export async function findMeasurementId(
  db: Executor,
  organizationId: string,
): Promise<string | null> {
  const row = await findIntegration(db, organizationId, 'google_analytics');
  return row?.target ?? null;
}

export async function recentDeliveries(
  db: Executor,
  integrationId: string,
  limit: number,
): Promise<DeliveryRow[]> {
  return db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.integrationId, integrationId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(limit);
}

export async function insertDelivery(
  db: Executor,
  values: typeof webhookDeliveries.$inferInsert,
): Promise<DeliveryRow> {
  const [row] = await db.insert(webhookDeliveries).values(values).returning();
  if (!row) throw new Error('webhook delivery was not stored');
  return row;
}

export async function findDeliveryWithIntegration(
  db: Executor,
  deliveryId: string,
): Promise<{ delivery: DeliveryRow; integration: IntegrationRow } | null> {
  const [row] = await db
    .select({ delivery: webhookDeliveries, integration: integrations })
    .from(webhookDeliveries)
    .innerJoin(integrations, eq(integrations.id, webhookDeliveries.integrationId))
    .where(eq(webhookDeliveries.id, deliveryId));
  return row ?? null;
}

/** Counts one attempt and its outcome. */
export async function recordAttempt(
  db: Executor,
  deliveryId: string,
  outcome: {
    status: DeliveryRow['status'];
    statusCode: number | null;
    error: string | null;
  },
): Promise<DeliveryRow | null> {
  const [row] = await db
    .update(webhookDeliveries)
    .set({
      ...outcome,
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      lastAttemptAt: sql`now()`,
    })
    .where(eq(webhookDeliveries.id, deliveryId))
    .returning();
  return row ?? null;
}

export async function findOrganizationName(
  db: Executor,
  organizationId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row?.name ?? null;
}

export type AppUserRow = typeof appUsers.$inferSelect;
export type ChatSessionRow = typeof chatSessions.$inferSelect;
export type SubmittedFormRow = typeof submittedForms.$inferSelect;

export async function findFormWithAppUser(
  db: Executor,
  organizationId: string,
  formId: string,
): Promise<{ form: SubmittedFormRow; appUser: AppUserRow } | null> {
  const [row] = await db
    .select({ form: submittedForms, appUser: appUsers })
    .from(submittedForms)
    .innerJoin(chatSessions, eq(chatSessions.id, submittedForms.sessionId))
    .innerJoin(appUsers, eq(appUsers.id, chatSessions.appUserId))
    .where(and(eq(submittedForms.organizationId, organizationId), eq(submittedForms.id, formId)));
  return row ?? null;
}

export async function findSessionWithAppUser(
  db: Executor,
  organizationId: string,
  sessionId: string,
): Promise<{ session: ChatSessionRow; appUser: AppUserRow } | null> {
  const [row] = await db
    .select({ session: chatSessions, appUser: appUsers })
    .from(chatSessions)
    .innerJoin(appUsers, eq(appUsers.id, chatSessions.appUserId))
    .where(and(eq(chatSessions.organizationId, organizationId), eq(chatSessions.id, sessionId)));
  return row ?? null;
}
