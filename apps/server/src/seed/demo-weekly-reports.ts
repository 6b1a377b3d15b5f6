import type { Executor } from '../db/client.js';
import { weeklyReports } from '../db/schema.js';
import { REPORT_HOUR, reportedWeek } from '../modules/notifications/reported-week.js';

const HOUR = 3_600_000;

/**
 * Marks last week's report as sent, as it would have been on Monday morning: an organization that
 * has existed for weeks is not mailed a report the moment the demo first starts, which would also
 * bury the welcome's logins under the printed mail.
 */
export async function markLastWeeklyReportSent(
  db: Executor,
  input: { organizationId: string; timeZone: string; now: Date },
): Promise<void> {
  const week = reportedWeek(input.now, input.timeZone);
  if (!week) return;
  await db.insert(weeklyReports).values({
    organizationId: input.organizationId,
    weekStart: week.firstDay,
    createdAt: new Date(week.end.getTime() + REPORT_HOUR * HOUR),
  });
}
