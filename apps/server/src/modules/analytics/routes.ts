import {
  analyticsQuerySchema,
  dashboardQuerySchema,
  type FormCategoryCount,
} from '@concierge/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createAuthGuard } from '../../platform/auth-guard.js';
import type { AppContext } from '../../platform/context.js';
import { sendCsv, type CsvCell } from '../../platform/csv.js';
import { ok } from '../../platform/envelope.js';
import { resolveTenant } from '../../platform/tenancy.js';
import type { DayActivity } from './queries.js';
import { AnalyticsService } from './service.js';

const tags = ['analytics'];
const security = [{ bearerAuth: [] }];

/** The export's columns: the day's activity, then one per form category the period counts. */
const exportHeader = (categories: readonly FormCategoryCount[]) => [
  'Date',
  'Sessions',
  'Chats Initiated',
  'Messages',
  'Ended Chats',
  ...categories.map((form) => form.category),
];

const exportRow = (day: DayActivity, categories: readonly FormCategoryCount[]): CsvCell[] => [
  day.date,
  day.sessions,
  day.chats_initiated,
  day.messages,
  day.ended_chats,
  ...categories.map((form) => day.forms[form.key] ?? 0),
];

/** SPEC §7 /user/dashboard_stats and /user/analytics, and the analytics CSV export. */
export const analyticsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const analytics = new AnalyticsService(ctx);
  app.addHook('onRequest', createAuthGuard(ctx));
  const tenantOf = (request: FastifyRequest) => resolveTenant(ctx.db, request);

  app.get(
    '/user/dashboard_stats',
    {
      schema: {
        tags,
        security,
        summary:
          "Counts of one calendar day ('today' or YYYY-MM-DD) in the organization's timezone",
        querystring: dashboardQuerySchema,
      },
    },
    async (request) =>
      ok('OK', await analytics.dashboardStats(await tenantOf(request), request.query.date)),
  );

  app.get(
    '/user/analytics',
    {
      schema: {
        tags,
        security,
        summary: 'Totals and sessions per day over the last 7 or 30 days (data.data)',
        querystring: analyticsQuerySchema,
      },
    },
    async (request) =>
      ok('OK', { data: await analytics.summary(await tenantOf(request), request.query.days) }),
  );

  app.get(
    '/user/analytics/export',
    {
      schema: {
        tags,
        security,
        summary: 'The last 7 or 30 days as CSV: one row per day, then a Total row',
        querystring: analyticsQuerySchema,
      },
    },
    async (request, reply) => {
      const { days } = request.query;
      const daily = await analytics.daily(await tenantOf(request), days);
      const { forms: categories } = daily.formCounts;
      async function* rows() {
        yield [...daily.days, daily.total].map((day) => exportRow(day, categories));
      }
      return sendCsv(
        reply,
        `analytics-last-${days}-days-${daily.range.lastDay}.csv`,
        exportHeader(categories),
        rows(),
      );
    },
  );
};
