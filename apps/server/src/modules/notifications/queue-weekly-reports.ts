import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { enqueueJob } from '../../platform/jobs/queue.js';
import { reportedWeek } from './reported-week.js';

export const WEEKLY_REPORT_JOB = 'notifications.weekly-report';

/** How often the worker looks for organizations whose Monday morning has come. */
export const WEEKLY_REPORT_CHECK_MS = 15 * 60_000;

/**
 * Claims last week's report of every organization whose local Monday 08:00 has passed, and queues
 * a job for each claimed one. The claim (weekly_reports' primary key) makes every week's report go
 * out once, however many workers run this and however often. Organizations created after the
 * week ended have nothing to report. One statement per timezone.
 */
export async function queueWeeklyReports(ctx: AppContext, now = new Date()): Promise<number> {
  const zones = await queryRows<{ timezone: string }>(
    ctx.db,
    sql`select distinct timezone from organizations order by timezone`,
  );
  let queued = 0;
  for (const { timezone } of zones) {
    const week = reportedWeek(now, timezone);
    if (!week) continue;
    queued += await ctx.db.transaction(async (tx) => {
      const claimed = await queryRows<{ organization_id: string }>(
        tx,
        sql`insert into weekly_reports (organization_id, week_start)
            select id, ${week.firstDay} from organizations
            where timezone = ${timezone} and created_at < ${week.end.toISOString()}::timestamptz
            on conflict (organization_id, week_start) do nothing
            returning organization_id`,
      );
      for (const { organization_id: organizationId } of claimed) {
        await enqueueJob(tx, {
          type: WEEKLY_REPORT_JOB,
          payload: { organizationId, weekStart: week.firstDay },
          organizationId,
        });
      }
      return claimed.length;
    });
  }
  if (queued > 0) ctx.worker.kick();
  return queued;
}
