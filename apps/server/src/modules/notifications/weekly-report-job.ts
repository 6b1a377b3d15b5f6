import { notificationTexts } from '@concierge/shared';
import type { AppContext } from '../../platform/context.js';
import { weeklyReportMail } from '../../platform/mail/templates.js';
import { addDays, dayRange, isCalendarDay } from '../analytics/day-range.js';
import { findOrganization } from './event-queries.js';
import { notifyMembers, preferenceLabelOf } from './notify-members.js';
import { weeklyFigures } from './weekly-figures.js';

/**
 * The 'notifications.weekly-report' job { organizationId, weekStart }: the week's figures under the
 * bell and by e-mail for members with weekly reports on. The week's dedupe key keeps a retry from
 * telling anyone twice.
 */
export function weeklyReportJob(ctx: AppContext) {
  return async (payload: Record<string, unknown>): Promise<void> => {
    const organizationId = String(payload.organizationId);
    const weekStart = String(payload.weekStart);
    if (!isCalendarDay(weekStart)) return;
    await ctx.db.transaction(async (tx) => {
      const organization = await findOrganization(tx, organizationId);
      if (!organization) return;
      const week = dayRange(weekStart, addDays(weekStart, 6), organization.timezone);
      const figures = await weeklyFigures(tx, organizationId, week);
      const title = notificationTexts.weeklyReport.title;
      const body = notificationTexts.weeklyReport.body(
        figures.sessions,
        figures.messages,
        figures.forms,
      );
      const link = '/conversations';
      await notifyMembers(
        ctx,
        tx,
        {
          organizationId,
          kind: 'weekly_report',
          title,
          body,
          link,
          dedupeKey: `weekly:${weekStart}`,
        },
        (member) =>
          weeklyReportMail({
            to: member.email,
            name: member.name,
            organizationName: organization.name,
            title,
            body,
            firstDay: week.firstDay,
            lastDay: week.lastDay,
            timeZone: organization.timezone,
            figures,
            url: `${ctx.config.publicUrl}${link}`,
            preferenceLabel: preferenceLabelOf('weekly_report'),
          }),
      );
    });
  };
}
