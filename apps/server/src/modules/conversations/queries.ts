import type { AssistantReply, ConversationOutcome } from '@concierge/shared';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';
import type { DayRange } from '../analytics/day-range.js';
import { containsPattern } from '../app-users/queries.js';

export interface ConversationFilter {
  range: DayRange;
  outcome: 'all' | ConversationOutcome;
  search?: string;
}

/** Where the previous export batch stopped: its last conversation, newest first. */
export interface ConversationCursor {
  /** started_at as PostgreSQL prints it, so no microseconds are lost on the way back. */
  startedAt: string;
  id: string;
}

export interface ConversationRow {
  id: string;
  started_at: Date | string;
  ended_at: Date | string | null;
  cursor_at: string;
  message_count: number;
  origin: string | null;
  user_id: string;
  username: string;
  email: string | null;
  preview: string;
  intent: string;
  outcome: ConversationOutcome;
  likes: number;
  dislikes: number;
}

export interface TurnRow {
  id: string;
  session_id: string;
  user_text: string;
  assistant: AssistantReply;
  confidence: number;
  created_at: Date | string;
}

// Every fragment below runs against a chat session aliased `s`.
const hasForm = sql`exists (select 1 from submitted_forms f
  where f.organization_id = s.organization_id and f.session_id = s.id)`;
const hasFallback = sql`exists (select 1 from chat_turns t
  where t.organization_id = s.organization_id and t.session_id = s.id and t.intent = 'fallback')`;

/** converted: a form was sent; else unresolved: the bot fell back at least once; else resolved. */
const outcomeOf = sql`case when ${hasForm} then 'converted'
  when ${hasFallback} then 'unresolved' else 'resolved' end`;

const OUTCOME_CONDITIONS: Record<ConversationFilter['outcome'], SQL> = {
  all: sql``,
  converted: sql`and ${hasForm}`,
  unresolved: sql`and not ${hasForm} and ${hasFallback}`,
  resolved: sql`and not ${hasForm} and not ${hasFallback}`,
};

/**
 * The message search names the organization and the range's start (no turn of a chat precedes
 * it) so that, when the planner hashes the subquery, it reads the range through the
 * (organization_id, created_at) index instead of every turn.
 */
function searchCondition(organizationId: string, filter: ConversationFilter): SQL {
  if (!filter.search) return sql``;
  const pattern = containsPattern(filter.search);
  return sql`and (u.username ilike ${pattern} or u.email ilike ${pattern}
    or exists (select 1 from chat_turns t where t.organization_id = ${organizationId}
      and t.created_at >= ${filter.range.start.toISOString()}::timestamptz
      and t.session_id = s.id and t.user_text ilike ${pattern}))`;
}

/** Conversations (chats with a visitor message) started in the range that pass the filters. */
function filteredSessions(organizationId: string, filter: ConversationFilter): SQL {
  return sql`from chat_sessions s
    join app_users u on u.id = s.app_user_id
    where s.organization_id = ${organizationId}
      and s.started_at >= ${filter.range.start.toISOString()}::timestamptz
      and s.started_at < ${filter.range.end.toISOString()}::timestamptz
      and s.initiated_at is not null
      and not s.is_test
      ${OUTCOME_CONDITIONS[filter.outcome]}
      ${searchCondition(organizationId, filter)}`;
}

/**
 * The summary of each chat session `sessions` selects (already cut to a page), newest first: the
 * page is cut first, then only its rows look up their first message, topic and feedback.
 *
 * intent: the first turn that is not small talk, a 'fallback' counting as 'question' (the visitor
 * asked one; the outcome tells that it went unanswered); a chat of small talk only keeps its
 * first turn's intent ('greeting' or 'thanks'); 'question' when the turns carry none. The preview
 * is that topic's message too, so the list shows what a chat was about rather than its "hello".
 */
function summariesOf(db: Executor, sessions: SQL): Promise<ConversationRow[]> {
  const turnsOfSession = sql`from chat_turns t
    where t.organization_id = s.organization_id and t.session_id = s.id`;
  return queryRows<ConversationRow>(
    db,
    sql`select s.id, s.started_at, s.ended_at, s.started_at::text as cursor_at, s.message_count,
          s.origin, u.id as user_id, u.username, u.email,
          coalesce(topic.user_text, first_turn.user_text, '') as preview,
          coalesce(topic.intent, first_turn.intent, 'question') as intent,
          ${outcomeOf} as outcome, feedback.likes, feedback.dislikes
        from (${sessions}) s
        join app_users u on u.id = s.app_user_id
        left join lateral (
          select t.user_text, t.intent ${turnsOfSession} order by t.created_at, t.id limit 1
        ) first_turn on true
        left join lateral (
          select case when t.intent = 'fallback' then 'question' else t.intent end as intent,
            t.user_text
          ${turnsOfSession} and t.intent not in ('greeting', 'thanks')
          order by t.created_at, t.id limit 1
        ) topic on true
        left join lateral (
          select count(*) filter (where t.feedback = 'like')::int as likes,
            count(*) filter (where t.feedback = 'dislike')::int as dislikes
          ${turnsOfSession}
        ) feedback on true
        order by s.started_at desc, s.id desc`,
  );
}

/** A page of conversations, or (with `after`) the batch after an export cursor. */
export function listConversations(
  db: Executor,
  organizationId: string,
  filter: ConversationFilter,
  window: { limit: number; offset?: number; after?: ConversationCursor },
): Promise<ConversationRow[]> {
  const keyset = window.after
    ? sql`and (s.started_at, s.id) < (${window.after.startedAt}::timestamptz, ${window.after.id}::uuid)`
    : sql``;
  return summariesOf(
    db,
    sql`select s.* ${filteredSessions(organizationId, filter)} ${keyset}
        order by s.started_at desc, s.id desc
        limit ${window.limit} offset ${window.offset ?? 0}`,
  );
}

export async function countConversations(
  db: Executor,
  organizationId: string,
  filter: ConversationFilter,
): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count ${filteredSessions(organizationId, filter)}`,
  );
  return row?.count ?? 0;
}

export async function findConversation(
  db: Executor,
  organizationId: string,
  sessionId: string,
): Promise<ConversationRow | null> {
  const [row] = await summariesOf(
    db,
    sql`select s.* from chat_sessions s
        where s.organization_id = ${organizationId} and s.id = ${sessionId}
          and s.initiated_at is not null`,
  );
  return row ?? null;
}

/** The turns of some conversations, each conversation's in the order they were sent. */
export function listTurns(
  db: Executor,
  organizationId: string,
  sessionIds: string[],
): Promise<TurnRow[]> {
  if (sessionIds.length === 0) return Promise.resolve([]);
  return queryRows<TurnRow>(
    db,
    sql`select t.id, t.session_id, t.user_text, t.assistant, t.confidence, t.created_at
        from chat_turns t
        where t.organization_id = ${organizationId} and t.session_id in ${sessionIds}
        order by t.session_id, t.created_at, t.id`,
  );
}
