import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { chatbotSettings, knowledgeEntries, knowledgeVersions } from '../db/schema.js';
import { insertCrawlConfig } from '../modules/crawler/queries.js';
import { CRAWLER_NAME } from '../modules/crawler/store-page.js';
import { createPublishedEntry } from '../modules/knowledge/entry-content.js';
import { LAB_KNOWLEDGE, type LabEntry } from './lab-knowledge.js';

export const DEMO_BOT_DOMAINS = ['riverside-diagnostics.example', 'localhost'];
/** The page of the lab's website its about entry was crawled from. */
export const DEMO_ABOUT_PAGE_URL = 'https://riverside-diagnostics.example/about';

const HOUR = 3_600_000;

/**
 * The demo lab's knowledge base, published the way staff's entries are (entry, first version,
 * passages) when the lab was set up, and its bot with booking, lead capture, tickets and feedback
 * on. Answers each entry's id by title.
 */
export async function seedDemoKnowledge(
  db: Executor,
  organization: { id: string; setUpAt: Date },
  modifiedBy: string,
): Promise<Map<string, string>> {
  const organizationId = organization.id;
  const writtenAt = organization.setUpAt;
  // The about page came in through Crawl Settings an hour after the Q&A was typed, as a page a
  // person would see there. Paused: the demo's website is not on the internet, so a scheduled
  // crawl could only fail.
  const crawledAt = new Date(writtenAt.getTime() + HOUR);
  const aboutPage = await insertCrawlConfig(db, {
    organizationId,
    url: DEMO_ABOUT_PAGE_URL,
    scope: 'page',
    frequency: 'monthly',
    status: 'paused',
    pagesFound: 1,
    pagesProcessed: 1,
    lastCrawledAt: crawledAt,
    createdAt: crawledAt,
  });
  const crawled = (entry: LabEntry) => entry.type === 'website';

  const ids = new Map<string, string>();
  for (const entry of LAB_KNOWLEDGE) {
    const at = crawled(entry) ? crawledAt : writtenAt;
    const row = await createPublishedEntry(db, {
      organizationId,
      type: entry.type,
      sourceType: crawled(entry) ? 'crawl' : 'manual',
      url: crawled(entry) ? DEMO_ABOUT_PAGE_URL : null,
      crawlConfigId: crawled(entry) ? aboutPage.id : null,
      title: entry.title,
      content: entry.content,
      tags: entry.tags,
      modifiedBy: crawled(entry) ? CRAWLER_NAME : modifiedBy,
      createdAt: at,
      updatedAt: at,
    });
    ids.set(row.title, row.id);
  }
  await dateVersionsByTheirEntries(db, organizationId);
  await db.insert(chatbotSettings).values({
    organizationId,
    name: 'Riverside Assistant',
    greeting: 'Hi! I can help with tests, prices, reports and bookings at Riverside Diagnostics.',
    avatar: '🧪',
    primaryColor: '#0f766e',
    position: 'bottom-right',
    allowedDomains: DEMO_BOT_DOMAINS,
    features: {
      leadCapture: true,
      appointmentBooking: true,
      ticketCreation: true,
      humanHandoff: false,
    },
    behavior: { proactiveGreeting: true, collectFeedback: true, maxRetries: 3 },
  });
  return ids;
}

/** Seeded entries are backdated: their first versions must date from them, not from this start. */
export async function dateVersionsByTheirEntries(
  db: Executor,
  organizationId: string,
): Promise<void> {
  await db.execute(
    sql`update ${knowledgeVersions} set created_at = ${knowledgeEntries.createdAt}
        from ${knowledgeEntries}
        where ${knowledgeEntries.id} = ${knowledgeVersions.entryId}
          and ${knowledgeVersions.organizationId} = ${organizationId}`,
  );
}
