import {
  hasPermission,
  liveChatTexts,
  type AssistantReply,
  type HandoffStats,
  type LiveConversation,
  type LiveConversationDetail,
  type LiveMessage,
  type LiveTimelineItem,
} from '@concierge/shared';
import type { Transaction } from '../../db/client.js';
import type { Account } from '../../platform/auth-guard.js';
import type { AppContext } from '../../platform/context.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { isUuid } from '../../platform/ids.js';
import { requirePermission, type Tenant } from '../../platform/tenancy.js';
import { addDays, dayRange, isCalendarDay, localDay } from '../analytics/day-range.js';
import { organizationTimeZone } from '../analytics/queries.js';
import { endChatSession } from '../public-chat/end-session.js';
import type { ChatSessionRow } from '../public-chat/queries.js';
import * as conversationQueries from './conversation-queries.js';
import * as queries from './queries.js';

const LIST_LIMIT = 100;
const STATS_DEFAULT_DAYS = 30;
const STATS_MAX_DAYS = 366;

export const liveChatMessages = {
  badDay: 'Dates must be calendar days (YYYY-MM-DD)',
  badRange: 'The start date must not be after the end date',
  rangeTooLong: `Choose at most ${STATS_MAX_DAYS} days`,
} as const;

/** What a change wrote: its notices and messages, and whether the session's state moved. */
interface Change {
  messages: LiveMessage[];
  stateChanged: boolean;
}

/**
 * Staff side of live chat: the list, one conversation, and the moves a member makes. Reads are
 * open to every member; taking, replying, releasing and ending need editContent (editor and up).
 */
export class LiveChatService {
  constructor(private readonly ctx: AppContext) {}

  list(tenant: Tenant): Promise<LiveConversation[]> {
    return conversationQueries.listOpenConversations(
      this.ctx.db,
      tenant.organizationId,
      LIST_LIMIT,
    );
  }

  async detail(tenant: Tenant, sessionId: string): Promise<LiveConversationDetail> {
    const conversation = await this.requireConversation(tenant, sessionId);
    const [turns, messages] = await Promise.all([
      conversationQueries.sessionTurns(this.ctx.db, tenant.organizationId, sessionId),
      queries.liveMessagesAfter(this.ctx.db, sessionId, 0),
    ]);
    const timeline: { at: number; item: LiveTimelineItem }[] = [
      ...turns.map((turn) => ({
        at: turn.createdAt.getTime(),
        item: {
          kind: 'turn' as const,
          id: turn.id,
          userText: turn.userText,
          assistant: turn.assistant as AssistantReply,
          createdAt: turn.createdAt.toISOString(),
        },
      })),
      ...messages.map((message) => ({
        at: new Date(message.createdAt).getTime(),
        item: { kind: 'live' as const, message },
      })),
    ];
    // Stable: at the same instant a turn comes before the notice its transaction wrote.
    timeline.sort((a, b) => a.at - b.at);
    return { conversation, timeline: timeline.map(({ item }) => item) };
  }

  /**
   * From waiting or from the bot. Taking a bot chat opens a 'taken' handoff (nobody asked, and
   * nobody waited: the wait average leaves these out).
   */
  async take(tenant: Tenant, account: Account, sessionId: string): Promise<LiveConversation> {
    requirePermission(tenant, 'editContent');
    await this.change(tenant, sessionId, async (tx, session) => {
      if (session.handoffState === 'agent') {
        if (session.agentAccountId === account.id) return { messages: [], stateChanged: false };
        const holder = await queries.accountName(tx, session.agentAccountId);
        throw conflict(liveChatTexts.alreadyTaken(holder || 'Someone'));
      }
      const handoff =
        (await queries.openHandoff(tx, session.id)) ??
        (await queries.insertHandoff(tx, {
          organizationId: tenant.organizationId,
          sessionId: session.id,
          reason: 'taken',
        }));
      await queries.markHandoffTaken(tx, handoff.id, account.id);
      await queries.setHandoffState(tx, session.id, 'agent', account.id);
      const notice = await this.notice(tx, session, liveChatTexts.agentJoined(account.name));
      return { messages: [notice], stateChanged: true };
    });
    return this.requireConversation(tenant, sessionId);
  }

  async reply(
    tenant: Tenant,
    account: Account,
    sessionId: string,
    text: string,
  ): Promise<LiveMessage> {
    requirePermission(tenant, 'editContent');
    const { messages } = await this.change(tenant, sessionId, async (tx, session) => {
      this.requireHolder(session, account);
      const message = await queries.insertLiveMessage(tx, {
        organizationId: tenant.organizationId,
        sessionId: session.id,
        author: 'agent',
        authorAccountId: account.id,
        authorName: account.name,
        body: text,
      });
      await queries.recordLiveActivity(tx, session.id, false);
      return { messages: [message], stateChanged: false };
    });
    const [message] = messages;
    if (!message) throw new Error('the reply was not stored');
    return message;
  }

  /** The holder, or an admin (a member who left a chat behind), hands it back to the bot. */
  async release(tenant: Tenant, account: Account, sessionId: string): Promise<LiveConversation> {
    requirePermission(tenant, 'editContent');
    await this.change(tenant, sessionId, async (tx, session) => {
      if (session.handoffState === 'bot') throw conflict(liveChatTexts.notHeld);
      const isHolder = session.agentAccountId === account.id;
      if (!isHolder && !hasPermission(tenant.role, 'manageTeam')) {
        throw conflict(
          session.handoffState === 'waiting' ? liveChatTexts.takeFirst : liveChatTexts.notHeld,
        );
      }
      await queries.closeOpenHandoff(tx, session.id, 'bot');
      await queries.setHandoffState(tx, session.id, 'bot', null);
      const notice = await this.notice(tx, session, liveChatTexts.botBack);
      return { messages: [notice], stateChanged: true };
    });
    return this.requireConversation(tenant, sessionId);
  }

  /** The holder ends the chat, as the visitor's own end does; the handoff ends 'ended'. */
  async end(tenant: Tenant, account: Account, sessionId: string): Promise<LiveConversation> {
    requirePermission(tenant, 'editContent');
    await this.change(tenant, sessionId, async (tx, session) => {
      this.requireHolder(session, account);
      const notice = await this.notice(tx, session, liveChatTexts.agentEnded(account.name));
      await endChatSession(tx, session, 'ended');
      return { messages: [notice], stateChanged: true };
    });
    return this.requireConversation(tenant, sessionId);
  }

  async typing(tenant: Tenant, account: Account, sessionId: string): Promise<void> {
    requirePermission(tenant, 'editContent');
    const session = await this.requireSession(tenant, sessionId);
    if (session.endedAt) throw conflict(liveChatTexts.conversationEnded);
    this.requireHolder(session, account);
    await this.ctx.live.publish({
      organizationId: tenant.organizationId,
      sessionId: session.id,
      kind: 'typing',
      from: 'agent',
      name: account.name,
    });
  }

  async stats(tenant: Tenant, query: { from?: string; to?: string }): Promise<HandoffStats> {
    const timeZone = await organizationTimeZone(this.ctx.db, tenant.organizationId);
    for (const day of [query.from, query.to]) {
      if (day !== undefined && !isCalendarDay(day)) throw badRequest(liveChatMessages.badDay);
    }
    const to = query.to ?? localDay(new Date(), timeZone);
    const from = query.from ?? addDays(to, 1 - STATS_DEFAULT_DAYS);
    if (from > to) throw badRequest(liveChatMessages.badRange);
    const range = dayRange(from, to, timeZone);
    if (range.days.length > STATS_MAX_DAYS) throw badRequest(liveChatMessages.rangeTooLong);
    return conversationQueries.handoffStats(
      this.ctx.db,
      tenant.organizationId,
      range.start,
      range.end,
    );
  }

  /** The conversation as the list shows it; another tenant's answers 404 like an unknown one. */
  async requireConversation(tenant: Tenant, sessionId: string): Promise<LiveConversation> {
    const conversation = isUuid(sessionId)
      ? await conversationQueries.findConversation(this.ctx.db, tenant.organizationId, sessionId)
      : null;
    if (!conversation) throw notFound(liveChatTexts.conversationNotFound);
    return conversation;
  }

  private async requireSession(tenant: Tenant, sessionId: string): Promise<ChatSessionRow> {
    const session = isUuid(sessionId)
      ? await queries.findSession(this.ctx.db, tenant.organizationId, sessionId)
      : null;
    if (!session) throw notFound(liveChatTexts.conversationNotFound);
    return session;
  }

  private requireHolder(session: ChatSessionRow, account: Account): void {
    if (session.handoffState !== 'agent') throw conflict(liveChatTexts.takeFirst);
    if (session.agentAccountId !== account.id) throw conflict(liveChatTexts.notHeld);
  }

  private notice(tx: Transaction, session: ChatSessionRow, body: string): Promise<LiveMessage> {
    return queries.insertLiveMessage(tx, {
      organizationId: session.organizationId,
      sessionId: session.id,
      author: 'system',
      body,
    });
  }

  /**
   * Runs one move on the locked session (404 when not the organization's, 409 once it ended), then,
   * after the commit, signals what it wrote.
   */
  private async change(
    tenant: Tenant,
    sessionId: string,
    move: (tx: Transaction, session: ChatSessionRow) => Promise<Change>,
  ): Promise<Change> {
    if (!isUuid(sessionId)) throw notFound(liveChatTexts.conversationNotFound);
    const result = await this.ctx.db.transaction(async (tx) => {
      const session = await queries.lockSession(tx, tenant.organizationId, sessionId);
      if (!session) throw notFound(liveChatTexts.conversationNotFound);
      if (session.endedAt) throw conflict(liveChatTexts.conversationEnded);
      return move(tx, session);
    });
    // The notice first, then the state it announces ("… ended the chat", then ended).
    const base = { organizationId: tenant.organizationId, sessionId };
    for (const message of result.messages) {
      await this.ctx.live.publish({ ...base, kind: 'message', messageId: message.id });
    }
    if (result.stateChanged) await this.ctx.live.publish({ ...base, kind: 'state' });
    return result;
  }
}
