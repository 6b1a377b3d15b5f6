import { z } from 'zod';
import { validationMessages } from './messages.js';
import { hasUrlCredentials } from './urls.js';

/** SPEC §3 Knowledge entry and Crawl config, §4 states, §5 Add Content / Add Website, §9 limits. */
export const KNOWLEDGE_TYPES = ['faq', 'document', 'website'] as const;
export type KnowledgeType = (typeof KNOWLEDGE_TYPES)[number];

export const KNOWLEDGE_STATUSES = [
  'published',
  'draft',
  'needs_review',
  'processing',
  'crawling',
  'failed',
] as const;
export type KnowledgeStatus = (typeof KNOWLEDGE_STATUSES)[number];

export const KNOWLEDGE_SOURCES = ['manual', 'upload', 'crawl', 'api'] as const;
export type KnowledgeSource = (typeof KNOWLEDGE_SOURCES)[number];

export const UPLOAD_EXTENSIONS = ['.pdf', '.doc', '.docx', '.txt', '.md'] as const;
export type UploadExtension = (typeof UPLOAD_EXTENSIONS)[number];

export const CRAWL_SCOPES = ['page', 'site'] as const;
export type CrawlScope = (typeof CRAWL_SCOPES)[number];
export const CRAWL_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type CrawlFrequency = (typeof CRAWL_FREQUENCIES)[number];
/** 'active' waits for its next run; 'crawling' runs now; 'paused' never runs; 'failed' last run failed. */
export const CRAWL_STATUSES = ['active', 'paused', 'crawling', 'failed'] as const;
export type CrawlStatus = (typeof CRAWL_STATUSES)[number];

/** 20971520 → '20 MB', 10240 → '10 KB', 512 → '512 bytes'. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Number((bytes / 1024).toFixed(1))} KB`;
  return `${bytes} bytes`;
}

/** SPEC §9: reading time is words / 200, at least one minute. */
export function readingMinutes(wordCount: number): number {
  return Math.max(1, Math.round(wordCount / 200));
}

/** SPEC §9: the next crawl after a run: daily +1 day, weekly +7, otherwise +30. */
export function crawlIntervalDays(frequency: CrawlFrequency): number {
  return frequency === 'daily' ? 1 : frequency === 'weekly' ? 7 : 30;
}

/** SPEC §5: keywords are comma separated, trimmed, empties dropped. */
export function splitList(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

export const knowledgeMessages = {
  contentAdded: 'Content added successfully!',
  createFailed: 'Failed to create entry',
  loadFailed: 'Failed to fetch knowledge base',
  entryNotFound: 'Entry not found',
  crawlNotFound: 'Crawl config not found',
  questionRequired: 'Question is required',
  answerRequired: 'Answer is required',
  titleRequired: 'Title is required',
  contentRequired: 'Content is required',
  urlRequired: 'URL is required',
  urlInvalid: 'Please enter a valid URL',
  noFiles: 'Choose at least one file to upload',
  unsupportedType: 'Unsupported file type: upload a .pdf, .doc, .docx, .txt or .md file',
  tooLarge: (maxBytes: number) => `File is too large: the limit is ${formatBytes(maxBytes)}`,
  notAnUpload: 'Only uploaded documents have an original file',
  entryUpdated: 'Entry updated successfully!',
  entryDuplicated: 'Entry duplicated successfully!',
  entryDeleted: 'Entry deleted successfully!',
  reprocessQueued: 'Reprocessing started',
  uploadQueued: 'Upload received: processing',
  duplicateName: (fileName: string) =>
    `A document named "${fileName}" is already in your knowledge base.`,
  duplicateContent: (fileName: string, existing: string) =>
    `"${fileName}" has the same content as "${existing}", which is already in your knowledge base.`,
  crawlAdded: 'Website added: crawling started',
  crawlUpdated: 'Crawl settings saved',
  crawlDeleted: 'Website removed',
  crawlQueued: 'Crawl started',
} as const;

/**
 * The 409 of POST /knowledge/uploads when a file matches a document already uploaded (by name or
 * by content); the same request with ?replace=true replaces those documents.
 */
export interface DuplicateUploads {
  duplicates: { file_name: string; entry_id: string; existing_file_name: string }[];
}

const MAX_TITLE = 300;
const MAX_CONTENT = 200_000;

const requiredTrimmed = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `Must be at most ${max} characters` });

/** POST /content/add (multipart): Q&A or written content (SPEC §7). Keywords arrive comma separated. */
export const addContentSchema = z.discriminatedUnion('content_type', [
  z.object({
    content_type: z.literal('qa'),
    question: requiredTrimmed(knowledgeMessages.questionRequired, MAX_TITLE),
    answer: requiredTrimmed(knowledgeMessages.answerRequired, MAX_CONTENT),
    keywords: z.string().max(2000).optional().default(''),
  }),
  z.object({
    content_type: z.literal('written'),
    title: requiredTrimmed(knowledgeMessages.titleRequired, MAX_TITLE),
    content: requiredTrimmed(knowledgeMessages.contentRequired, MAX_CONTENT),
  }),
]);
export type AddContentInput = z.infer<typeof addContentSchema>;

/** PUT /knowledge/entries/{id}: an edit makes a new version. */
export const updateEntrySchema = z.object({
  title: requiredTrimmed(knowledgeMessages.titleRequired, MAX_TITLE),
  content: requiredTrimmed(knowledgeMessages.contentRequired, MAX_CONTENT),
  tags: z.array(z.string().trim().min(1).max(100)).max(50).default([]),
});
export type UpdateEntryInput = z.infer<typeof updateEntrySchema>;

export const listEntriesQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  source: z.enum(['all', ...KNOWLEDGE_SOURCES]).default('all'),
  status: z.enum(['all', ...KNOWLEDGE_STATUSES]).default('all'),
  type: z.enum(['all', ...KNOWLEDGE_TYPES]).default('all'),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(24),
});
export type ListEntriesQuery = z.infer<typeof listEntriesQuerySchema>;

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

const excludePatterns = z.array(z.string().trim().min(1).max(200)).max(50).default([]);

/** POST /knowledge/crawls (SPEC §5 Add Website). */
export const addCrawlSchema = z.object({
  url: z
    .string({ error: knowledgeMessages.urlRequired })
    .trim()
    .min(1, { error: knowledgeMessages.urlRequired })
    .max(2048, { error: knowledgeMessages.urlInvalid })
    .refine(isHttpUrl, { error: knowledgeMessages.urlInvalid })
    .refine((url) => !hasUrlCredentials(url), { error: validationMessages.urlCredentials }),
  scope: z.enum(CRAWL_SCOPES).default('site'),
  frequency: z.enum(CRAWL_FREQUENCIES).default('weekly'),
  excludePatterns,
});
export type AddCrawlInput = z.infer<typeof addCrawlSchema>;

/** PATCH /knowledge/crawls/{id}: pause/resume and settings. */
export const updateCrawlSchema = z.object({
  paused: z.boolean().optional(),
  scope: z.enum(CRAWL_SCOPES).optional(),
  frequency: z.enum(CRAWL_FREQUENCIES).optional(),
  excludePatterns: excludePatterns.optional(),
});
export type UpdateCrawlInput = z.infer<typeof updateCrawlSchema>;

/** SPEC §3 Knowledge entry, as the list and detail calls answer it. */
export interface KnowledgeEntry {
  id: string;
  type: KnowledgeType;
  title: string;
  content: string;
  status: KnowledgeStatus;
  version: number;
  lastModified: string;
  modifiedBy: string;
  createdAt: string;
  tags: string[];
  source: {
    type: KnowledgeSource;
    fileName: string | null;
    fileSize: number | null;
    url: string | null;
    lastCrawled: string | null;
    crawlFrequency: CrawlFrequency | null;
    crawlScope: CrawlScope | null;
  };
  wordCount: number;
  readingTime: number;
  /** Why processing failed, shown on the card (status 'failed'). */
  failureReason: string | null;
  /** Updated by a crawl after it was first created ('Auto-Updated'). */
  autoUpdated: boolean;
}

export interface KnowledgeEntryVersion {
  version: number;
  title: string;
  content: string;
  wordCount: number;
  modifiedBy: string;
  createdAt: string;
}

export interface KnowledgeEntryDetail extends KnowledgeEntry {
  versions: KnowledgeEntryVersion[];
}

/** The bottom summary and the tab counts of the Knowledge Base screen. */
export interface KnowledgeSummary {
  published: number;
  totalWords: number;
  autoUpdated: number;
  totalVersions: number;
  counts: { all: number; faq: number; document: number; website: number; crawls: number };
}

export interface KnowledgeEntryPage {
  entries: KnowledgeEntry[];
  pagination: { page: number; total_pages: number; total_entries: number };
  summary: KnowledgeSummary;
}

/** SPEC §3 Server content item (GET /content/get-all, POST /content/add). */
export type ServerContentItem =
  | {
      _id: string;
      type: 'qa';
      question: string;
      answer: string;
      keywords: string[];
      timestamp: number;
    }
  | { _id: string; type: 'written'; title: string; content: string; timestamp: number };

/** SPEC §3 Crawl config. */
export interface CrawlConfig {
  id: string;
  url: string;
  scope: CrawlScope;
  frequency: CrawlFrequency;
  lastCrawled: string | null;
  nextCrawl: string | null;
  status: CrawlStatus;
  pagesFound: number;
  pagesProcessed: number;
  excludePatterns: string[];
  lastError: string | null;
}
