import {
  pageCount,
  staffMessages,
  type Conversation,
  type ConversationOutcome,
  type ConversationsPage,
} from '@concierge/shared';
import type { AppContext } from '../../platform/context.js';
import type { CsvCell } from '../../platform/csv.js';
import { notFound } from '../../platform/errors.js';
import { isUuid } from '../../platform/ids.js';
import type { Tenant } from '../../platform/tenancy.js';
import type { DayRange } from '../analytics/day-range.js';
import { lastDaysOf } from '../analytics/service.js';
import { toConversationMessages, toConversationSummary } from './mapper.js';
import * as queries from './queries.js';
import type { ConversationCursor, ConversationFilter, TurnRow } from './queries.js';

/** Conversations per export batch: their messages are the most an export holds at once. */
const EXPORT_BATCH = 200;

export interface ConversationQuery {
  days: number;
  outcome: 'all' | ConversationOutcome;
  search?: string;
}

export const EXPORT_HEADER = [
  'Conversation ID',
  'Started At',
  'User',
  'Email',
  'Intent',
  'Outcome',
  'Role',
  'Message',
  'Timestamp',
  'Confidence',
];

/** The conversations SPEC leaves open: chat sessions with at least one visitor message. */
export class ConversationService {
  constructor(private readonly ctx: AppContext) {}

  async list(
    tenant: Tenant,
    query: ConversationQuery & { page: number; limit: number },
  ): Promise<ConversationsPage> {
    const filter = await this.filter(tenant, query);
    const [rows, total] = await Promise.all([
      queries.listConversations(this.ctx.db, tenant.organizationId, filter, {
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      }),
      queries.countConversations(this.ctx.db, tenant.organizationId, filter),
    ]);
    return {
      conversations: rows.map(toConversationSummary),
      pagination: { total_pages: pageCount(total, query.limit), total_conversations: total },
    };
  }

  async detail(tenant: Tenant, id: string): Promise<Conversation> {
    const row = isUuid(id)
      ? await queries.findConversation(this.ctx.db, tenant.organizationId, id)
      : null;
    if (!row) throw notFound(staffMessages.conversationNotFound);
    const turns = await queries.listTurns(this.ctx.db, tenant.organizationId, [row.id]);
    return { ...toConversationSummary(row), messages: turns.flatMap(toConversationMessages) };
  }

  /** The range an export covers; its last day names the file. */
  range(tenant: Tenant, days: number): Promise<DayRange> {
    return lastDaysOf(this.ctx.db, tenant.organizationId, days);
  }

  /** CSV rows, one per message, a batch of conversations at a time (keyset-paged). */
  async *exportRows(
    tenant: Tenant,
    range: DayRange,
    query: ConversationQuery,
    batchSize = EXPORT_BATCH,
  ): AsyncGenerator<CsvCell[][]> {
    const filter: ConversationFilter = { range, outcome: query.outcome, search: query.search };
    let after: ConversationCursor | undefined;
    for (;;) {
      const rows = await queries.listConversations(this.ctx.db, tenant.organizationId, filter, {
        limit: batchSize,
        after,
      });
      const last = rows.at(-1);
      if (!last) return;
      const turns = await queries.listTurns(
        this.ctx.db,
        tenant.organizationId,
        rows.map((row) => row.id),
      );
      const messagesOf = new Map<string, TurnRow[]>();
      for (const turn of turns) {
        const ofSession = messagesOf.get(turn.session_id);
        if (ofSession) ofSession.push(turn);
        else messagesOf.set(turn.session_id, [turn]);
      }
      yield rows.flatMap((row) => {
        const conversation = toConversationSummary(row);
        const head = [
          conversation.id,
          conversation.startedAt,
          conversation.user.username,
          conversation.user.email,
          conversation.intent,
          conversation.outcome,
        ];
        return (messagesOf.get(row.id) ?? [])
          .flatMap(toConversationMessages)
          .map((message) => [
            ...head,
            message.role,
            message.content,
            message.timestamp,
            message.confidence,
          ]);
      });
      if (rows.length < batchSize) return;
      after = { startedAt: last.cursor_at, id: last.id };
    }
  }

  private async filter(tenant: Tenant, query: ConversationQuery): Promise<ConversationFilter> {
    return {
      range: await lastDaysOf(this.ctx.db, tenant.organizationId, query.days),
      outcome: query.outcome,
      search: query.search,
    };
  }
}
