import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { knowledgeEntries } from '../../db/schema.js';
import { requireRoomFor } from '../billing/limits.js';
import { createPublishedEntry, saveNewVersion } from '../knowledge/entry-content.js';
import * as knowledgeQueries from '../knowledge/queries.js';
import type { CrawledPage } from './types.js';
import type { CrawlConfigRow } from './queries.js';

export const CRAWLER_NAME = 'Website crawler';

/**
 * Stores a crawled page as a `website` entry. A page seen before gets a new version only when its
 * text changed, and is then counted as auto-updated; an unchanged page is left alone. A new page
 * counts against the plan's knowledge entries: past the limit this throws 409 limitReached.
 */
export async function storeCrawledPage(
  db: Executor,
  config: Pick<CrawlConfigRow, 'id' | 'organizationId'>,
  page: CrawledPage,
): Promise<void> {
  const [existing] = await db
    .select({ id: knowledgeEntries.id })
    .from(knowledgeEntries)
    .where(and(eq(knowledgeEntries.crawlConfigId, config.id), eq(knowledgeEntries.url, page.url)));
  const text = { title: page.title, content: page.text, modifiedBy: CRAWLER_NAME };
  if (!existing) {
    await requireRoomFor(db, config.organizationId, 'knowledgeBase');
    await createPublishedEntry(db, {
      organizationId: config.organizationId,
      type: 'website',
      sourceType: 'crawl',
      url: page.url,
      crawlConfigId: config.id,
      ...text,
    });
    return;
  }
  const entry = await knowledgeQueries.findEntryRow(db, existing.id);
  if (entry) await saveNewVersion(db, entry, text, { autoUpdated: true });
}
