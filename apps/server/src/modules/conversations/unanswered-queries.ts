import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';
import type { DayRange } from '../analytics/day-range.js';

export interface UnansweredGroupRow {
  key: string;
  question: string;
  count: number;
  last_seen: Date | string;
  examples: string[];
}

const OTHER_WORDINGS = 3;

/**
 * Neither answered nor dismissed. It implies the predicate of the partial index
 * chat_turns_org_unanswered_idx, which serves every query here.
 */
const unanswered = (organizationId: string) =>
  sql`t.organization_id = ${organizationId} and t.intent = 'fallback'
    and t.answered_by_entry_id is null and t.dismissed_at is null`;

const inRange = (range: DayRange) =>
  sql`t.created_at >= ${range.start.toISOString()}::timestamptz
    and t.created_at < ${range.end.toISOString()}::timestamptz`;

/**
 * One page of the range's fallback turns neither answered nor dismissed, grouped by question key:
 * the largest groups, then the most recent; each with its latest wording and a few other distinct
 * ones.
 */
export function listUnansweredGroups(
  db: Executor,
  organizationId: string,
  range: DayRange,
  page: { offset: number; limit: number },
): Promise<UnansweredGroupRow[]> {
  const inGroup = sql`${unanswered(organizationId)} and t.question_key = g.key and ${inRange(range)}`;
  return queryRows<UnansweredGroupRow>(
    db,
    sql`with groups as (
          select t.question_key as key, count(*)::int as count, max(t.created_at) as last_seen
          from chat_turns t
          where ${unanswered(organizationId)} and t.question_key <> '' and ${inRange(range)}
          group by t.question_key
          order by count desc, last_seen desc, key
          limit ${page.limit} offset ${page.offset}
        )
        select g.key, g.count, g.last_seen, latest.user_text as question,
          coalesce(others.examples, '[]'::json) as examples
        from groups g
        cross join lateral (
          select t.user_text from chat_turns t where ${inGroup}
          order by t.created_at desc, t.id desc limit 1
        ) latest
        left join lateral (
          select json_agg(wording.user_text order by wording.seen desc) as examples
          from (
            select t.user_text, max(t.created_at) as seen from chat_turns t
            where ${inGroup} and t.user_text <> latest.user_text
            group by t.user_text order by seen desc limit ${OTHER_WORDINGS}
          ) wording
        ) others on true
        order by g.count desc, g.last_seen desc, g.key`,
  );
}

/** How many groups the range has, for the pages. */
export async function countUnansweredGroups(
  db: Executor,
  organizationId: string,
  range: DayRange,
): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(distinct t.question_key)::int as count from chat_turns t
        where ${unanswered(organizationId)} and t.question_key <> '' and ${inRange(range)}`,
  );
  return row?.count ?? 0;
}

/** Marks every open turn of the group (any date) not relevant; how many it marked. */
export async function dismissGroup(
  db: Executor,
  organizationId: string,
  key: string,
): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`with dismissed as (
          update chat_turns t set dismissed_at = now()
          where ${unanswered(organizationId)} and t.question_key = ${key}
          returning 1
        )
        select count(*)::int as count from dismissed`,
  );
  return row?.count ?? 0;
}

/** Points every unanswered turn of the group (any date) at its new entry; how many it marked. */
export async function markGroupAnswered(
  db: Executor,
  organizationId: string,
  key: string,
  entryId: string,
): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`with marked as (
          update chat_turns t set answered_by_entry_id = ${entryId}
          where ${unanswered(organizationId)} and t.question_key = ${key}
          returning 1
        )
        select count(*)::int as count from marked`,
  );
  return row?.count ?? 0;
}
