import { notificationTexts, QUOTA_WARNING_PERCENTS, UNLIMITED } from '@concierge/shared';
import type { Executor } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { calendarMonth, chatsThisMonth } from '../analytics/chats-this-month.js';
import type { OrganizationSummary } from './event-queries.js';
import { notifyMembers } from './notify-members.js';

/** The chats used at which a percent of the limit is reached: 80% of 100 chats is the 80th. */
export const quotaThreshold = (limit: number, percent: number) =>
  Math.ceil((limit * percent) / 100);

/**
 * After a chat started: warns once per month and threshold when this month's chats reached 80% or
 * 100% of the plan. The dedupe key holds the month, so each threshold warns once a month however
 * many chats follow (and however many jobs race).
 */
export async function warnAboutQuota(
  ctx: AppContext,
  tx: Executor,
  organizationId: string,
  organization: OrganizationSummary,
  at: Date,
): Promise<void> {
  const limit = organization.chatsLimit;
  if (limit === UNLIMITED) return;
  const used = await chatsThisMonth(tx, organizationId, organization.timezone, at);
  const { month } = calendarMonth(at, organization.timezone);
  for (const percent of QUOTA_WARNING_PERCENTS) {
    if (used < quotaThreshold(limit, percent)) continue;
    await notifyMembers(ctx, tx, {
      organizationId,
      kind: 'quota_warning',
      title: notificationTexts.quotaWarning.title(percent),
      body: notificationTexts.quotaWarning.body(used, limit),
      link: '/billing',
      dedupeKey: `quota:${month}:${percent}`,
    });
  }
}
