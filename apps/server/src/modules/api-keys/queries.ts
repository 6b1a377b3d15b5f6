import type { ApiKeyEnvironment } from '@concierge/shared';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { accounts, apiKeys, organizations } from '../../db/schema.js';

const live = isNull(apiKeys.revokedAt);

/** The live (not revoked) keys of an organization, at most one per environment. */
export async function listLiveKeys(db: Executor, organizationId: string) {
  return db
    .select({
      id: apiKeys.id,
      environment: apiKeys.environment,
      prefix: apiKeys.prefix,
      last4: apiKeys.last4,
      createdAt: apiKeys.createdAt,
      lastUsedAt: apiKeys.lastUsedAt,
      createdBy: sql<string>`coalesce(${accounts.name}, '')`,
    })
    .from(apiKeys)
    .leftJoin(accounts, eq(accounts.id, apiKeys.createdBy))
    .where(and(eq(apiKeys.organizationId, organizationId), live));
}

/** Serializes regenerations of one organization for the rest of the transaction. */
export async function lockOrganization(db: Executor, organizationId: string): Promise<void> {
  await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .for('update');
}

export async function revokeLiveKey(
  db: Executor,
  organizationId: string,
  environment: ApiKeyEnvironment,
): Promise<void> {
  await db
    .update(apiKeys)
    .set({ revokedAt: sql`now()` })
    .where(
      and(eq(apiKeys.organizationId, organizationId), eq(apiKeys.environment, environment), live),
    );
}

export async function insertKey(db: Executor, values: typeof apiKeys.$inferInsert) {
  const [row] = await db
    .insert(apiKeys)
    .values(values)
    .returning({ id: apiKeys.id, createdAt: apiKeys.createdAt });
  if (!row) throw new Error('api key was not inserted');
  return row;
}

/** The live key with this hash, or null (unknown or revoked). */
export async function findLiveKeyByHash(db: Executor, keyHash: string) {
  const [row] = await db
    .select({
      id: apiKeys.id,
      organizationId: apiKeys.organizationId,
      lastUsedAt: apiKeys.lastUsedAt,
    })
    .from(apiKeys)
    .where(and(eq(apiKeys.keyHash, keyHash), live));
  return row ?? null;
}

/** Sets last-used unless it was set less than `resolutionSeconds` ago. */
export async function touchLastUsed(
  db: Executor,
  id: string,
  resolutionSeconds: number,
): Promise<void> {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(apiKeys.id, id),
        or(
          isNull(apiKeys.lastUsedAt),
          lt(apiKeys.lastUsedAt, sql`now() - make_interval(secs => ${resolutionSeconds})`),
        ),
      ),
    );
}
