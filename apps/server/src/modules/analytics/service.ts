import {
  staffMessages,
  type AnalyticsSummary,
  type DashboardStats,
  type FormCategoryCounts,
} from '@concierge/shared';
import type { Executor } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { badRequest } from '../../platform/errors.js';
import type { Tenant } from '../../platform/tenancy.js';
import { listAppUsers } from '../app-users/queries.js';
import { organizationForms } from '../forms/organization-forms.js';
import { lastDays, singleDay, type DayRange } from './day-range.js';
import { addFormCounts, formCategoryCounts } from './form-counts.js';
import { dailyActivity, organizationTimeZone, type DayActivity } from './queries.js';

const LATEST_USERS = 5;

export interface AnalyticsExport {
  range: DayRange;
  days: DayActivity[];
  total: DayActivity;
  /** The range's forms by the organization's categories. */
  formCounts: FormCategoryCounts;
}

/** The days of the range added up, under `date` 'Total'. */
function sumDays(days: DayActivity[]): DayActivity {
  const total: DayActivity = {
    date: 'Total',
    sessions: 0,
    chats_initiated: 0,
    messages: 0,
    ended_chats: 0,
    likes: 0,
    dislikes: 0,
    forms: {},
  };
  for (const day of days) {
    for (const key of Object.keys(total) as (keyof DayActivity)[]) {
      if (key !== 'date' && key !== 'forms') total[key] += day[key];
    }
    addFormCounts(total.forms, day.forms);
  }
  return total;
}

/** The last `days` calendar days, today included, in the organization's timezone. */
export async function lastDaysOf(
  db: Executor,
  organizationId: string,
  days: number,
): Promise<DayRange> {
  return lastDays(days, await organizationTimeZone(db, organizationId), new Date());
}

/** SPEC §2 Dashboard and Conversations and Analytics: counts per day of the organization. */
export class AnalyticsService {
  constructor(private readonly ctx: AppContext) {}

  async dashboardStats(tenant: Tenant, date: string): Promise<DashboardStats> {
    const timeZone = await organizationTimeZone(this.ctx.db, tenant.organizationId);
    const range = singleDay(date, timeZone, new Date());
    if (!range) throw badRequest(staffMessages.dateInvalid);
    const [days, latestUsers, forms] = await Promise.all([
      dailyActivity(this.ctx.db, tenant.organizationId, range),
      listAppUsers(this.ctx.db, tenant.organizationId, { offset: 0, limit: LATEST_USERS }),
      organizationForms(this.ctx.db, tenant.organizationId),
    ]);
    const counts = sumDays(days);
    return {
      date: range.firstDay,
      timezone: timeZone,
      total_sessions_on_date: counts.sessions,
      chat_initiated_count_on_date: counts.chats_initiated,
      total_message_count_on_date: counts.messages,
      total_end_chats: counts.ended_chats,
      ...formCategoryCounts(forms, counts.forms),
      total_likes: counts.likes,
      total_dislikes: counts.dislikes,
      latest_users: latestUsers,
    };
  }

  async summary(tenant: Tenant, days: number): Promise<AnalyticsSummary> {
    const { days: rows, total, formCounts } = await this.daily(tenant, days);
    return {
      total_sessions_in_range: total.sessions,
      total_message_count: total.messages,
      total_end_chats: total.ended_chats,
      chat_initiated_count: total.chats_initiated,
      ...formCounts,
      daily_sessions: rows.map((row) => ({ date: row.date, session_count: row.sessions })),
    };
  }

  /** The last `days` days one by one, and their total: the summary and the CSV export. */
  async daily(tenant: Tenant, days: number): Promise<AnalyticsExport> {
    const range = await lastDaysOf(this.ctx.db, tenant.organizationId, days);
    const [rows, forms] = await Promise.all([
      dailyActivity(this.ctx.db, tenant.organizationId, range),
      organizationForms(this.ctx.db, tenant.organizationId),
    ]);
    const total = sumDays(rows);
    return { range, days: rows, total, formCounts: formCategoryCounts(forms, total.forms) };
  }
}
