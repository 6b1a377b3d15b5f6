import {
  readingMinutes,
  type KnowledgeEntry,
  type KnowledgeEntryVersion,
  type ServerContentItem,
} from '@concierge/shared';
import type { knowledgeVersions } from '../../db/schema.js';
import type { EntryWithSource } from './queries.js';

/** SPEC §3 Knowledge entry from a row with its file and crawl. */
export function toKnowledgeEntry(row: EntryWithSource): KnowledgeEntry {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    content: row.content,
    status: row.status,
    version: row.version,
    lastModified: row.updatedAt.toISOString(),
    modifiedBy: row.modifiedBy,
    createdAt: row.createdAt.toISOString(),
    tags: row.tags,
    source: {
      type: row.sourceType,
      fileName: row.fileName,
      fileSize: row.fileSize,
      url: row.url,
      lastCrawled: row.crawlLastCrawledAt?.toISOString() ?? null,
      crawlFrequency: row.crawlFrequency,
      crawlScope: row.crawlScope,
    },
    wordCount: row.wordCount,
    readingTime: readingMinutes(row.wordCount),
    failureReason: row.failureReason,
    autoUpdated: row.autoUpdated,
  };
}

export function toVersion(row: typeof knowledgeVersions.$inferSelect): KnowledgeEntryVersion {
  return {
    version: row.version,
    title: row.title,
    content: row.content,
    wordCount: row.wordCount,
    modifiedBy: row.modifiedBy,
    createdAt: row.createdAt.toISOString(),
  };
}

/** SPEC §3 Server content item: Q&A entries as qa, every other entry as written content. */
export function toServerContentItem(row: EntryWithSource): ServerContentItem {
  const timestamp = Math.floor(row.createdAt.getTime() / 1000);
  return row.type === 'faq'
    ? {
        _id: row.id,
        type: 'qa',
        question: row.title,
        answer: row.content,
        keywords: row.tags,
        timestamp,
      }
    : { _id: row.id, type: 'written', title: row.title, content: row.content, timestamp };
}
