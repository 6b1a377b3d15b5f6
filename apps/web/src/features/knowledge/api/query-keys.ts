import type { ListEntriesQuery } from '@concierge/shared';

/** Every knowledge query sits under one root, so a change refreshes lists, details and counts. */
export const knowledgeKeys = {
  all: ['knowledge'] as const,
  entries: () => [...knowledgeKeys.all, 'entries'] as const,
  entryList: (query: ListEntriesQuery) => [...knowledgeKeys.entries(), 'list', query] as const,
  entry: (id: string) => [...knowledgeKeys.entries(), 'detail', id] as const,
  crawls: () => [...knowledgeKeys.all, 'crawls'] as const,
};
