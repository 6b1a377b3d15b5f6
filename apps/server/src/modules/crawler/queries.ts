import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { crawlConfigs, organizations } from '../../db/schema.js';

export type CrawlConfigRow = typeof crawlConfigs.$inferSelect;
export type CrawlConfigChanges = Partial<typeof crawlConfigs.$inferInsert>;

export async function listCrawlConfigs(db: Executor, organizationId: string) {
  return db
    .select()
    .from(crawlConfigs)
    .where(eq(crawlConfigs.organizationId, organizationId))
    .orderBy(desc(crawlConfigs.createdAt), desc(crawlConfigs.id));
}

export async function findCrawlConfig(
  db: Executor,
  organizationId: string,
  id: string,
): Promise<CrawlConfigRow | null> {
  const [row] = await db
    .select()
    .from(crawlConfigs)
    .where(and(eq(crawlConfigs.organizationId, organizationId), eq(crawlConfigs.id, id)));
  return row ?? null;
}

/** For jobs, which carry only the id. */
export async function findCrawlConfigById(
  db: Executor,
  id: string,
): Promise<CrawlConfigRow | null> {
  const [row] = await db.select().from(crawlConfigs).where(eq(crawlConfigs.id, id));
  return row ?? null;
}

export async function findCrawlConfigByUrl(db: Executor, organizationId: string, url: string) {
  const [row] = await db
    .select({ id: crawlConfigs.id })
    .from(crawlConfigs)
    .where(and(eq(crawlConfigs.organizationId, organizationId), eq(crawlConfigs.url, url)));
  return row ?? null;
}

export async function insertCrawlConfig(db: Executor, values: typeof crawlConfigs.$inferInsert) {
  const [row] = await db.insert(crawlConfigs).values(values).returning();
  if (!row) throw new Error('crawl config was not created');
  return row;
}

export async function updateCrawlConfig(db: Executor, id: string, changes: CrawlConfigChanges) {
  const [row] = await db
    .update(crawlConfigs)
    .set(changes)
    .where(eq(crawlConfigs.id, id))
    .returning();
  return row ?? null;
}

export async function deleteCrawlConfig(db: Executor, organizationId: string, id: string) {
  const [row] = await db
    .delete(crawlConfigs)
    .where(and(eq(crawlConfigs.organizationId, organizationId), eq(crawlConfigs.id, id)))
    .returning({ id: crawlConfigs.id });
  return row ?? null;
}

/** Marks every due crawl as crawling and returns them; the caller queues their jobs. */
export async function claimDueCrawls(db: Executor) {
  return db
    .update(crawlConfigs)
    .set({ status: 'crawling', pagesFound: 0, pagesProcessed: 0, lastError: null })
    .where(
      and(
        inArray(crawlConfigs.status, ['active', 'failed']),
        lte(crawlConfigs.nextCrawlAt, sql`now()`),
        // A suspended tenant's sites wait; they are due again once it is activated.
        sql`not exists (select 1 from ${organizations} where ${organizations.id} = ${crawlConfigs.organizationId} and ${organizations.suspendedAt} is not null)`,
      ),
    )
    .returning({ id: crawlConfigs.id, organizationId: crawlConfigs.organizationId });
}
