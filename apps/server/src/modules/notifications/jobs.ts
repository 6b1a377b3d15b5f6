import type { AppContext } from '../../platform/context.js';
import { EVENT_CONSUMER_JOBS } from '../../platform/events.js';
import { notificationEventJob } from './event-job.js';
import {
  queueWeeklyReports,
  WEEKLY_REPORT_CHECK_MS,
  WEEKLY_REPORT_JOB,
} from './queue-weekly-reports.js';
import { weeklyReportJob } from './weekly-report-job.js';

/** The notifications' jobs, and the periodic look for Monday mornings. */
export function registerNotificationJobs(ctx: AppContext): void {
  ctx.worker.register(EVENT_CONSUMER_JOBS.notifications, notificationEventJob(ctx));
  ctx.worker.register(WEEKLY_REPORT_JOB, weeklyReportJob(ctx));
  ctx.worker.every(WEEKLY_REPORT_CHECK_MS, async () => {
    await queueWeeklyReports(ctx);
  });
}
