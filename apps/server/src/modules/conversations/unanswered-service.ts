import {
  pageCount,
  staffMessages,
  type AnswerQuestionGroup,
  type ServerContentItem,
  type UnansweredQuestions,
  type unansweredQuerySchema,
} from '@concierge/shared';
import type { z } from 'zod';
import type { Session } from '../../platform/auth-guard.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { requirePermission, type Tenant } from '../../platform/tenancy.js';
import { lastDaysOf } from '../analytics/service.js';
import { KnowledgeService } from '../knowledge/service.js';
import {
  countUnansweredGroups,
  dismissGroup,
  listUnansweredGroups,
  markGroupAnswered,
} from './unanswered-queries.js';

export type UnansweredQuery = z.infer<typeof unansweredQuerySchema>;

export interface AnsweredGroup {
  entry: ServerContentItem;
  answered_count: number;
}

/** Visitor questions the bot could not answer, and turning a group of them into a Q&A entry. */
export class UnansweredService {
  constructor(private readonly ctx: AppContext) {}

  async list(tenant: Tenant, query: UnansweredQuery): Promise<UnansweredQuestions> {
    const { organizationId } = tenant;
    const range = await lastDaysOf(this.ctx.db, organizationId, query.days);
    const [rows, total] = await Promise.all([
      listUnansweredGroups(this.ctx.db, organizationId, range, {
        offset: (query.page - 1) * query.limit,
        limit: query.limit,
      }),
      countUnansweredGroups(this.ctx.db, organizationId, range),
    ]);
    return {
      pagination: { total_pages: pageCount(total, query.limit), total_groups: total },
      groups: rows.map((row) => ({
        key: row.key,
        question: row.question,
        count: row.count,
        last_seen: new Date(row.last_seen).toISOString(),
        examples: row.examples,
      })),
    };
  }

  /** Spam or off-topic: the group's questions leave the list; the same question asked later returns. */
  async dismiss(tenant: Tenant, key: string): Promise<{ dismissed_count: number }> {
    requirePermission(tenant, 'editContent');
    const dismissed = await dismissGroup(this.ctx.db, tenant.organizationId, key);
    if (dismissed === 0) throw notFound(staffMessages.questionGroupNotFound);
    return { dismissed_count: dismissed };
  }

  async answer(
    tenant: Tenant,
    session: Session,
    input: AnswerQuestionGroup,
  ): Promise<AnsweredGroup> {
    requirePermission(tenant, 'editContent');
    return this.ctx.db.transaction(async (tx) => {
      // addContent's own transaction becomes a savepoint of this one: when the group turns out to
      // be answered already (or never existed), the entry is rolled back with it.
      const knowledge = new KnowledgeService({ ...this.ctx, db: tx });
      const entry = await knowledge.addContent(tenant, session, {
        content_type: 'qa',
        question: input.question,
        answer: input.answer,
        keywords: input.keywords.join(', '),
      });
      const answered = await markGroupAnswered(tx, tenant.organizationId, input.key, entry._id);
      if (answered === 0) throw notFound(staffMessages.questionGroupNotFound);
      return { entry, answered_count: answered };
    });
  }
}
