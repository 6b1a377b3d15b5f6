import { useQuery } from '@tanstack/react-query';
import type { AnalyticsRange, AnalyticsSummary } from '@concierge/shared';
import { api } from '@/lib/api-client';
import { logFailure } from './log-failure';
import { conversationKeys } from './query-keys';

/** What the screen shows before the summary arrives or when it fails (SPEC §8: zeros). */
export const EMPTY_ANALYTICS: AnalyticsSummary = {
  total_sessions_in_range: 0,
  total_message_count: 0,
  total_end_chats: 0,
  chat_initiated_count: 0,
  daily_sessions: [],
  forms: [],
  appointments_count: 0,
  home_collection_count: 0,
  complaints_feedback_count: 0,
  general_inquiry_count: 0,
  test_report_count: 0,
};

/** GET /user/analytics?days= answers the summary one level down, in data.data (SPEC §7). */
export async function getAnalytics(
  days: AnalyticsRange,
  signal?: AbortSignal,
): Promise<AnalyticsSummary> {
  const answer = await logFailure('analytics', () =>
    api.get<{ data: AnalyticsSummary } | null>('/user/analytics', { signal, query: { days } }),
  );
  return answer?.data ?? EMPTY_ANALYTICS;
}

export function useAnalytics(days: AnalyticsRange) {
  return useQuery({
    queryKey: conversationKeys.analytics(days),
    queryFn: ({ signal }) => getAnalytics(days, signal),
    retry: false,
    meta: { silent: true },
  });
}
