import { billingMessages, notificationTexts, UNLIMITED } from '@concierge/shared';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { calendarMonth, chatsThisMonth } from '../analytics/chats-this-month.js';
import { notifyMembers } from '../notifications/notify-members.js';
import { findOrganizationBilling, findPlan } from './plan-queries.js';

/**
 * Refuses (429 chatsUnavailable) a visitor's first message once this month's chats reached the
 * plan's limit, and tells staff once a month (bell entry `quota:YYYY-MM:blocked`). Chats already
 * started carry on: only the first message of a chat calls this.
 */
export async function requireChatsLeft(
  ctx: AppContext,
  organizationId: string,
  now = new Date(),
): Promise<void> {
  const organization = await findOrganizationBilling(ctx.db, organizationId);
  const plan = organization && (await findPlan(ctx.db, organization.plan));
  if (!organization || !plan || plan.limits.chats === UNLIMITED) return;
  const limit = plan.limits.chats;
  if ((await chatsThisMonth(ctx.db, organizationId, organization.timezone, now)) < limit) return;
  const { month } = calendarMonth(now, organization.timezone);
  const mailed = await ctx.db.transaction((tx) =>
    notifyMembers(ctx, tx, {
      organizationId,
      kind: 'quota_warning',
      title: notificationTexts.chatsBlocked.title,
      body: notificationTexts.chatsBlocked.body(plan.name, limit),
      link: '/billing',
      dedupeKey: `quota:${month}:blocked`,
    }),
  );
  if (mailed.length > 0) ctx.worker.kick();
  throw new AppError(429, billingMessages.chatsUnavailable);
}
