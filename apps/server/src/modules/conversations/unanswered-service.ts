import {
  staffMessages,
  type AnswerQuestionGroup,
  type ServerContentItem,
  type UnansweredQuestions,
} from '@concierge/shared';
import type { Session } from '../../platform/auth-guard.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { requirePermission, type Tenant } from '../../platform/tenancy.js';
import { lastDaysOf } from '../analytics/service.js';
import { KnowledgeService } from '../knowledge/service.js';
import { listUnansweredGroups, markGroupAnswered } from './unanswered-queries.js';

export interface AnsweredGroup {
  entry: ServerContentItem;
  answered_count: number;
}

/** Visitor questions the bot could not answer, and turning a group of them into a Q&A entry. */
export class UnansweredService {
  constructor(private readonly ctx: AppContext) {}

  async list(tenant: Tenant, days: number): Promise<UnansweredQuestions> {
    const range = await lastDaysOf(this.ctx.db, tenant.organizationId, days);
    const rows = await listUnansweredGroups(this.ctx.db, tenant.organizationId, range);
    return {
      groups: rows.map((row) => ({
        key: row.key,
        question: row.question,
        count: row.count,
        last_seen: new Date(row.last_seen).toISOString(),
        examples: row.examples,
      })),
    };
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
