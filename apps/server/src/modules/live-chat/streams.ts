import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Account } from '../../platform/auth-guard.js';
import type { AppContext } from '../../platform/context.js';
import type { LiveSignal } from '../../platform/live/index.js';
import type { Tenant } from '../../platform/tenancy.js';
import * as conversationQueries from './conversation-queries.js';
import { markOnline } from './presence.js';
import * as queries from './queries.js';
import { openEventStream, serialQueue, type EventStream, type StreamRegistry } from './sse.js';
import {
  VISITOR_PRESENCE,
  visitorStreamBeat,
  visitorStreamClosed,
  visitorStreamOpened,
} from './visitor-presence.js';

/** The staff stream re-marks its member online this often (well inside ONLINE_WINDOW_SECONDS). */
const PRESENCE_MS = 20_000;

/**
 * The visitor's stream: live messages after `after`, then the state, then what happens. Every
 * message step reads "after the last id sent", so a repeated or reordered signal never sends a
 * message twice, and a reconnect with the last id seen gets exactly what was missed.
 */
export async function streamToVisitor(
  ctx: AppContext,
  registry: StreamRegistry,
  request: FastifyRequest,
  reply: FastifyReply,
  session: { id: string; organizationId: string },
  after: number,
  headers: Record<string, string>,
): Promise<void> {
  await ctx.live.ready();
  const stream = openEventStream(request, reply, registry, headers);
  const enqueue = serialQueue((error) => request.log.warn({ err: error }, 'visitor stream step'));
  let lastId = after;

  const sendNewMessages = async () => {
    for (const message of await queries.liveMessagesAfter(ctx.db, session.id, lastId)) {
      stream.send('message', message);
      lastId = message.id;
    }
  };
  // A state is sent after the messages written with it, whatever order the signals came in.
  const sendState = async () => {
    await sendNewMessages();
    const state = await queries.sessionState(ctx.db, session.id);
    if (state) stream.send('state', state);
  };

  // Subscribed before the replay is read: nothing published meanwhile falls between the two.
  const unsubscribe = ctx.live.subscribe((signal: LiveSignal) => {
    if (signal.sessionId !== session.id || signal.organizationId !== session.organizationId) return;
    if (signal.kind === 'presence') return;
    if (signal.kind === 'typing') {
      if (signal.from === 'agent') {
        enqueue(async () => stream.send('typing', { from: 'agent', name: signal.name ?? '' }));
      }
      return;
    }
    enqueue(signal.kind === 'message' ? sendNewMessages : sendState);
  });
  stream.onClose(unsubscribe);
  enqueue(sendState);
  await trackVisitorPresence(ctx, request, stream, session);
}

/** The open stream is the visitor's presence: counted now, re-marked seen, uncounted on close. */
async function trackVisitorPresence(
  ctx: AppContext,
  request: FastifyRequest,
  stream: EventStream,
  session: { id: string; organizationId: string },
): Promise<void> {
  const signal = { organizationId: session.organizationId, sessionId: session.id } as const;
  const logFailure = (error: unknown) => request.log.warn({ err: error }, 'visitor presence');
  await visitorStreamOpened(ctx.db, session.id)
    .then(() => ctx.live.publish({ ...signal, kind: 'presence' }))
    .catch(logFailure);
  const beat = setInterval(() => {
    visitorStreamBeat(ctx.db, session.id).catch(logFailure);
  }, VISITOR_PRESENCE.heartbeatMs);
  beat.unref();
  stream.onClose(() => {
    clearInterval(beat);
    visitorStreamClosed(ctx.db, session.id)
      .then(() => ctx.live.publish({ ...signal, kind: 'presence' }))
      .catch(logFailure);
  });
}

/**
 * The organization's staff stream. Connecting (and staying connected) marks the member online,
 * which is what lets the bot hand chats over.
 */
export async function streamToStaff(
  ctx: AppContext,
  registry: StreamRegistry,
  request: FastifyRequest,
  reply: FastifyReply,
  tenant: Tenant,
  account: Account,
): Promise<void> {
  const { organizationId } = tenant;
  await markOnline(ctx.db, tenant, account.id);
  await ctx.live.ready();
  const stream = openEventStream(request, reply, registry);
  const enqueue = serialQueue((error) => request.log.warn({ err: error }, 'staff stream step'));

  const presence = setInterval(() => {
    void markOnline(ctx.db, tenant, account.id).catch(() => undefined);
  }, PRESENCE_MS);
  presence.unref();

  const sendConversation = async (sessionId: string) => {
    const conversation = await conversationQueries.findConversation(
      ctx.db,
      organizationId,
      sessionId,
    );
    if (conversation) stream.send('conversation', conversation);
  };
  const unsubscribe = ctx.live.subscribe((signal: LiveSignal) => {
    if (signal.organizationId !== organizationId) return;
    if (signal.kind === 'typing') {
      if (signal.from === 'visitor') {
        enqueue(async () =>
          stream.send('typing', { sessionId: signal.sessionId, from: 'visitor' }),
        );
      }
      return;
    }
    enqueue(async () => {
      if (signal.kind === 'message' && signal.messageId !== undefined) {
        const message = await queries.findLiveMessage(ctx.db, organizationId, signal.messageId);
        if (message) stream.send('message', message);
      }
      await sendConversation(signal.sessionId);
    });
  });
  stream.onClose(() => {
    clearInterval(presence);
    unsubscribe();
  });
}
