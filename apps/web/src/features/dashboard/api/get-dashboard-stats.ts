import { useQuery } from '@tanstack/react-query';
import type { DashboardStats } from '@concierge/shared';
import { api } from '@/lib/api-client';

export const dashboardStatsQueryKey = ['dashboard', 'stats', 'today'] as const;

/** What the cards show before the stats arrive or when they fail (SPEC §8: zeros, no message). */
export const EMPTY_DASHBOARD_STATS: DashboardStats = {
  date: '',
  timezone: '',
  total_sessions_on_date: 0,
  chat_initiated_count_on_date: 0,
  total_message_count_on_date: 0,
  total_end_chats: 0,
  forms: [],
  appointments_count: 0,
  home_collection_count: 0,
  complaints_feedback_count: 0,
  general_inquiry_count: 0,
  test_report_count: 0,
  total_likes: 0,
  total_dislikes: 0,
  latest_users: [],
};

/** GET /user/dashboard_stats?date=today. A failure is only logged (SPEC §8). */
export async function getDashboardStats(signal?: AbortSignal): Promise<DashboardStats> {
  try {
    return await api.get<DashboardStats>('/user/dashboard_stats', {
      signal,
      query: { date: 'today' },
    });
  } catch (error) {
    if (!(error instanceof DOMException && error.name === 'AbortError')) {
      console.error('Failed to load dashboard stats', error);
    }
    throw error;
  }
}

export function useDashboardStats() {
  return useQuery({
    queryKey: dashboardStatsQueryKey,
    queryFn: ({ signal }) => getDashboardStats(signal),
    // Logged once and shown as zeros: retrying would only log the same failure again.
    retry: false,
    meta: { silent: true },
  });
}
