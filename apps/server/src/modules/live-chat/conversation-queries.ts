import {
  LIVE_LIST_IDLE_MINUTES,
  type HandoffState,
  type HandoffStats,
  type LiveConversation,
} from '@concierge/shared';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';
import { chatTurns } from '../../db/schema.js';
import { VISITOR_PRESENCE, visitorHereSql } from './visitor-presence.js';

/** The live list's reads: conversations as staff see them, a session's turns, handoff figures. */

const iso = (value: Date | string) => new Date(value).toISOString();

interface ConversationRow {
  session_id: string;
  username: string;
  email: string | null;
  handoff_state: HandoffState;
  agent_account_id: string | null;
  agent_name: string | null;
  waiting_since: string | Date | null;
  last_message: string | null;
  last_activity: string | Date;
  started_at: string | Date;
  ended_at: string | Date | null;
  visitor_seen_at: string | Date | null;
  visitor_here: boolean;
}

const LAST_MESSAGE_CHARS = 140;

function toConversation(row: ConversationRow): LiveConversation {
  // Presence matters while a person is awaited or present, once the widget has connected.
  const seenAt =
    row.handoff_state !== 'bot' && row.ended_at === null && row.visitor_seen_at !== null
      ? iso(row.visitor_seen_at)
      : null;
  return {
    sessionId: row.session_id,
    visitorName: row.username,
    visitorEmail: row.email,
    state: row.handoff_state,
    waitingSince:
      row.handoff_state === 'waiting' && row.waiting_since ? iso(row.waiting_since) : null,
    agentAccountId: row.agent_account_id,
    agentName: row.agent_name,
    lastMessage: (row.last_message ?? '').slice(0, LAST_MESSAGE_CHARS),
    lastActivity: iso(row.last_activity),
    startedAt: iso(row.started_at),
    ended: row.ended_at !== null,
    visitorPresence: seenAt === null ? null : row.visitor_here ? 'here' : 'left',
    visitorLeftAt: seenAt !== null && !row.visitor_here ? seenAt : null,
  };
}

/**
 * Conversations with what the live list shows. The newest message is the later of the last
 * turn (the bot's text, or the visitor's words when the bot answered with an action) and the last
 * live message of the visitor or an agent (notices are not messages).
 */
async function conversations(
  db: Executor,
  organizationId: string,
  filter: SQL,
  limit: number,
): Promise<LiveConversation[]> {
  const rows = await queryRows<ConversationRow>(
    db,
    sql`select s.id as session_id, u.username, u.email, s.handoff_state, s.agent_account_id,
          a.name as agent_name, h.requested_at as waiting_since,
          case when lm.created_at is not null and (t.created_at is null or lm.created_at >= t.created_at)
               then lm.body else t.text end as last_message,
          greatest(s.last_updated, lm.created_at, t.created_at) as last_activity,
          s.started_at, s.ended_at, s.visitor_seen_at,
          ${visitorHereSql(VISITOR_PRESENCE.goneAfterSeconds)} as visitor_here
        from chat_sessions s
        join app_users u on u.id = s.app_user_id
        left join accounts a on a.id = s.agent_account_id
        left join lateral (
          select requested_at from handoffs
          where session_id = s.id and closed_at is null
          order by requested_at desc limit 1
        ) h on true
        left join lateral (
          select body, created_at from live_messages
          where session_id = s.id and author <> 'system' order by id desc limit 1
        ) lm on true
        left join lateral (
          select case when jsonb_typeof(assistant) = 'string' then assistant #>> '{}'
                      else user_text end as text,
                 created_at
          from chat_turns
          where organization_id = s.organization_id and session_id = s.id
          order by created_at desc limit 1
        ) t on true
        where s.organization_id = ${organizationId} and ${filter}
        order by (s.handoff_state = 'waiting') desc,
          case when s.handoff_state = 'waiting' then h.requested_at end asc,
          last_activity desc
        limit ${limit}`,
  );
  return rows.map(toConversation);
}

/** GET /live/conversations: waiting or held chats, and bot chats active lately; waiting first. */
export function listOpenConversations(db: Executor, organizationId: string, limit: number) {
  return conversations(
    db,
    organizationId,
    sql`s.ended_at is null and (
          s.handoff_state <> 'bot'
          or (s.initiated_at is not null
              and s.last_updated > now() - make_interval(mins => ${LIVE_LIST_IDLE_MINUTES})))`,
    limit,
  );
}

export async function findConversation(
  db: Executor,
  organizationId: string,
  sessionId: string,
): Promise<LiveConversation | null> {
  const [row] = await conversations(db, organizationId, sql`s.id = ${sessionId}`, 1);
  return row ?? null;
}

export async function sessionTurns(db: Executor, organizationId: string, sessionId: string) {
  return db
    .select()
    .from(chatTurns)
    .where(and(eq(chatTurns.organizationId, organizationId), eq(chatTurns.sessionId, sessionId)))
    .orderBy(asc(chatTurns.createdAt));
}

/**
 * Handoffs requested in [start, end). The average wait leaves out 'taken' handoffs: a member who
 * steps into a bot chat takes it the moment it starts, so nobody waited.
 */
export async function handoffStats(
  db: Executor,
  organizationId: string,
  start: Date,
  end: Date,
): Promise<HandoffStats> {
  const [row] = await queryRows<{
    handoffs: number | string;
    taken: number | string;
    average_wait: number | string | null;
    agent_resolved: number | string;
  }>(
    db,
    sql`select count(*) as handoffs,
          count(taken_at) as taken,
          avg(extract(epoch from taken_at - requested_at))
            filter (where taken_at is not null and reason <> 'taken') as average_wait,
          count(*) filter (where outcome = 'ended') as agent_resolved
        from handoffs
        where organization_id = ${organizationId}
          and requested_at >= ${start.toISOString()}::timestamptz
          and requested_at < ${end.toISOString()}::timestamptz`,
  );
  return {
    handoffs: Number(row?.handoffs ?? 0),
    taken: Number(row?.taken ?? 0),
    averageWaitSeconds:
      row?.average_wait == null ? null : Math.round(Number(row.average_wait) * 10) / 10,
    agentResolved: Number(row?.agent_resolved ?? 0),
  };
}
