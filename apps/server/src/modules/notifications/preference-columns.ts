import type { NotificationPreference } from '@concierge/shared';
import { memberships } from '../../db/schema.js';

/** The membership column that stores each SPEC §2 toggle. */
export const PREFERENCE_COLUMNS = {
  new_conversations: memberships.notifyNewConversations,
  failed_responses: memberships.notifyFailedResponses,
  quota_warnings: memberships.notifyQuotaWarnings,
  weekly_reports: memberships.notifyWeeklyReports,
} as const satisfies Record<NotificationPreference, unknown>;

/** The property of a membership row (drizzle's name) for each toggle. */
export const PREFERENCE_FIELDS = {
  new_conversations: 'notifyNewConversations',
  failed_responses: 'notifyFailedResponses',
  quota_warnings: 'notifyQuotaWarnings',
  weekly_reports: 'notifyWeeklyReports',
} as const satisfies Record<NotificationPreference, keyof typeof memberships.$inferSelect>;
