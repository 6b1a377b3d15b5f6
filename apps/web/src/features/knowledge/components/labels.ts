import type {
  CrawlFrequency,
  CrawlScope,
  KnowledgeSource,
  KnowledgeStatus,
} from '@concierge/shared';

/** The Source filter: SPEC §2 offers these, not 'api'. */
export const SOURCE_FILTERS = ['all', 'manual', 'upload', 'crawl'] as const;
export type SourceFilter = (typeof SOURCE_FILTERS)[number];
export type StatusFilter = 'all' | KnowledgeStatus;

/** The words the screen uses for each stored value. */
export const sourceLabels: Record<KnowledgeSource, string> = {
  manual: 'Manual',
  upload: 'Upload',
  crawl: 'Crawl',
  api: 'API',
};

export const statusLabels: Record<KnowledgeStatus, string> = {
  published: 'Published',
  draft: 'Draft',
  needs_review: 'Needs review',
  processing: 'Processing',
  crawling: 'Crawling',
  failed: 'Failed',
};

export const scopeLabels: Record<CrawlScope, string> = {
  site: 'Entire site',
  page: 'Single page',
};

export const frequencyLabels: Record<CrawlFrequency, string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
};

/** Entire site first: the usual choice. */
export const scopeOptions: readonly CrawlScope[] = ['site', 'page'];
