import type { Executor } from '../../db/client.js';
import type { WeeklyReportFigures } from '../../platform/mail/templates.js';
import type { DayRange } from '../analytics/day-range.js';
import { addFormCounts, formCategoryCounts } from '../analytics/form-counts.js';
import { dailyActivity } from '../analytics/queries.js';
import { organizationForms } from '../forms/organization-forms.js';
import { listUnansweredGroups } from '../conversations/unanswered-queries.js';

/** Unanswered questions a report lists. */
const TOP_QUESTIONS = 5;

/**
 * A week's figures, from the same counters and the same grouping of unanswered questions as the
 * dashboard's analytics and Conversations pages, so the report and the screens agree.
 */
export async function weeklyFigures(
  db: Executor,
  organizationId: string,
  week: DayRange,
): Promise<WeeklyReportFigures> {
  const days = await dailyActivity(db, organizationId, week);
  const sum = (pick: (day: (typeof days)[number]) => number) =>
    days.reduce((total, day) => total + pick(day), 0);
  const counted = days.reduce<Record<string, number>>(
    (total, day) => addFormCounts(total, day.forms),
    {},
  );
  const { forms } = formCategoryCounts(await organizationForms(db, organizationId), counted);
  const formsByCategory = forms.map(({ category, count }) => ({ category, count }));
  const groups = await listUnansweredGroups(db, organizationId, week, {
    offset: 0,
    limit: TOP_QUESTIONS,
  });
  return {
    sessions: sum((day) => day.sessions),
    messages: sum((day) => day.messages),
    forms: formsByCategory.reduce((total, { count }) => total + count, 0),
    formsByCategory,
    unansweredQuestions: groups.map(({ question, count }) => ({ question, count })),
  };
}
