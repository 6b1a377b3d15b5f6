import { useQuery } from '@tanstack/react-query';
import type { HandoffStats } from '@concierge/shared';
import { api } from '@/lib/api-client';
import { conversationKeys } from './query-keys';

export function getHandoffStats(from: string, to: string, signal?: AbortSignal) {
  return api.get<HandoffStats>('/live/stats', { signal, query: { from, to } });
}

/** GET /live/stats?from=&to=: handoff figures of the period (dates inclusive, YYYY-MM-DD). */
export function useHandoffStats(from: string, to: string) {
  return useQuery({
    queryKey: conversationKeys.liveStats(from, to),
    queryFn: ({ signal }) => getHandoffStats(from, to, signal),
    retry: false,
    meta: { silent: true },
  });
}
