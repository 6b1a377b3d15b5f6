import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';

/**
 * Issue 21: whether a visitor who waits for a person, or talks with one, is still there. Their
 * widget holds the live stream open; every process counts the streams it serves in the session's
 * row and re-marks them seen, so any process can tell. A closed stream means gone at once; only a
 * silent disappearance (a process or network that died) waits for `goneAfterSeconds`.
 */
export interface VisitorPresenceTiming {
  /** An open stream re-marks its visitor seen this often. */
  heartbeatMs: number;
  /** Streams not seen for this long are gone (well above heartbeatMs). */
  goneAfterSeconds: number;
  /** A waiting visitor gone this long leaves the queue: the handoff ends 'abandoned'. */
  abandonWaitingAfterSeconds: number;
  /** The worker looks for silent departures and abandoned waits this often. */
  sweepMs: number;
}

export const VISITOR_PRESENCE: VisitorPresenceTiming = {
  heartbeatMs: 20_000,
  goneAfterSeconds: 60,
  abandonWaitingAfterSeconds: 30 * 60,
  sweepMs: 15_000,
};

/** SQL: the visitor of `s` (chat_sessions) has a stream open now. */
export const visitorHereSql = (goneAfterSeconds: number) =>
  sql`(s.visitor_streams > 0
       and s.visitor_seen_at > now() - make_interval(secs => ${goneAfterSeconds}))`;

/**
 * One more stream. Streams counted but not seen within the window died with their process: they
 * are not counted again.
 */
export async function visitorStreamOpened(
  db: Executor,
  sessionId: string,
  goneAfterSeconds = VISITOR_PRESENCE.goneAfterSeconds,
): Promise<void> {
  await db.execute(
    sql`update chat_sessions s
        set visitor_streams = case when ${visitorHereSql(goneAfterSeconds)}
                                   then s.visitor_streams + 1 else 1 end,
            visitor_seen_at = now()
        where s.id = ${sessionId}`,
  );
}

export async function visitorStreamBeat(db: Executor, sessionId: string): Promise<void> {
  await db.execute(
    sql`update chat_sessions set visitor_seen_at = now()
        where id = ${sessionId} and visitor_streams > 0`,
  );
}

/** One stream fewer; the last one closing makes now the moment the visitor left. */
export async function visitorStreamClosed(db: Executor, sessionId: string): Promise<void> {
  await db.execute(
    sql`update chat_sessions
        set visitor_streams = greatest(visitor_streams - 1, 0), visitor_seen_at = now()
        where id = ${sessionId}`,
  );
}

export interface SessionRef {
  id: string;
  organizationId: string;
}

/** Streams that went silent count no more; answers their sessions, whose staff must hear. */
export async function forgetSilentStreams(
  db: Executor,
  goneAfterSeconds: number,
): Promise<SessionRef[]> {
  const rows = await queryRows<{ id: string; organization_id: string }>(
    db,
    sql`update chat_sessions set visitor_streams = 0
        where visitor_streams > 0
          and visitor_seen_at <= now() - make_interval(secs => ${goneAfterSeconds})
        returning id, organization_id`,
  );
  return rows.map((row) => ({ id: row.id, organizationId: row.organization_id }));
}

/**
 * Open waiting sessions whose visitor has been gone for `abandonAfterSeconds` (counted from the
 * request when they never connected). With `sessionId`, only that one, locked for the change.
 */
export async function abandonedWaits(
  db: Executor,
  timing: Pick<VisitorPresenceTiming, 'goneAfterSeconds' | 'abandonWaitingAfterSeconds'>,
  sessionId?: string,
): Promise<SessionRef[]> {
  const rows = await queryRows<{ id: string; organization_id: string }>(
    db,
    sql`select s.id, s.organization_id
        from chat_sessions s
        left join lateral (
          select requested_at from handoffs
          where session_id = s.id and closed_at is null
          order by requested_at desc limit 1
        ) h on true
        where s.handoff_state = 'waiting' and s.ended_at is null
          ${sessionId ? sql`and s.id = ${sessionId}` : sql``}
          and not ${visitorHereSql(timing.goneAfterSeconds)}
          and greatest(s.visitor_seen_at, h.requested_at)
              <= now() - make_interval(secs => ${timing.abandonWaitingAfterSeconds})
        ${sessionId ? sql`for update of s` : sql`limit 100`}`,
  );
  return rows.map((row) => ({ id: row.id, organizationId: row.organization_id }));
}
