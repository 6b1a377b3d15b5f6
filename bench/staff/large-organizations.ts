import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.js';
import { rebuildActivityHours } from '../../apps/server/src/modules/analytics/activity-hours.js';
import { bulkLoad } from './bulk-load.js';
import { addOwner } from './owner.js';
import { seedTenant, type TenantSize } from './seed-tenant.js';

/** At scale 1: 100,000 app users, 250,000 sessions (1,000,000 turns), 100,000 forms. */
export function tenantSizeAt(scale: number): TenantSize {
  return {
    appUsers: Math.round(100_000 * scale),
    chatSessions: Math.round(250_000 * scale),
    turnsPerSession: 4,
    submittedForms: Math.round(100_000 * scale),
  };
}

/**
 * Two organizations of `size` (the second one is the neighbour every query must skip), their
 * hourly rollups and fresh statistics; BENCH_OWNER owns the first. Prints what it took and
 * answers the first organization's id.
 */
export async function seedLargeOrganizations(db: Database, size: TenantSize): Promise<string> {
  let started = performance.now();
  const organizationIds: string[] = [];
  await bulkLoad(db, async () => {
    organizationIds.push(await seedTenant(db, 'Bench Lab One', size));
    organizationIds.push(await seedTenant(db, 'Bench Lab Two', size));
  });
  const seedSeconds = (performance.now() - started) / 1000;
  // The bulk rows bypass the write-time counters: count them as the migration's backfill would.
  started = performance.now();
  for (const id of organizationIds) await rebuildActivityHours(db, id);
  const rollupSeconds = (performance.now() - started) / 1000;
  started = performance.now();
  // VACUUM too: sets the visibility map now, so autovacuum does not compete with the runs later.
  await db.execute(sql`vacuum analyze`);
  const analyzeSeconds = (performance.now() - started) / 1000;
  const turns = size.chatSessions * size.turnsPerSession;
  console.log(
    `seeded 2 × (${size.appUsers} users, ${size.chatSessions} sessions, ${turns} turns, ` +
      `${size.submittedForms} forms) in ${seedSeconds.toFixed(1)} s ` +
      `(${((2 * turns) / seedSeconds / 1000).toFixed(0)}k turns/s); activity_hours rebuilt in ${rollupSeconds.toFixed(1)} s; ` +
      `VACUUM ANALYZE ${analyzeSeconds.toFixed(1)} s`,
  );
  const organizationId = organizationIds[0] ?? '';
  await addOwner(db, organizationId);
  return organizationId;
}
