import {
  helpMessages,
  type CreateTicketInput,
  type FaqEntry,
  type HelpArticle,
  type HelpCategory,
  type HelpVoteResult,
  type OperatorTicket,
  type OperatorTicketDetail,
  type SupportTicket,
  type SupportTicketDetail,
  type TicketMessage,
  type TicketStatus,
} from '@concierge/shared';
import type { AppContext } from '../../platform/context.js';
import { conflict, notFound } from '../../platform/errors.js';
import { isUuid } from '../../platform/ids.js';
import { enforceRateLimits } from '../../platform/rate-limit.js';
import type { Tenant } from '../../platform/tenancy.js';
import { helpArticles, helpFaqs } from './help-content.js';
import * as queries from './queries.js';

export interface HelpQuery {
  search?: string;
  category?: HelpCategory;
}

/** Tickets an account may open per hour: enough for real trouble, too few to flood support. */
export const TICKETS_PER_HOUR = 10;
export const ticketRateLimited =
  'You have created many tickets in the last hour. Please try again later.';

// Votes of articles and FAQs share one table; the prefix keeps their slugs apart.
const ARTICLE = 'article:';
const FAQ = 'faq:';

type VoteKind = 'article' | 'faq';

function matches(query: HelpQuery, category: HelpCategory, texts: string[]): boolean {
  if (query.category && category !== query.category) return false;
  const needle = query.search?.trim().toLowerCase();
  return !needle || texts.some((text) => text.toLowerCase().includes(needle));
}

const myVoteOf = (helpful: boolean | undefined) =>
  helpful === undefined ? null : helpful ? 'helpful' : 'not_helpful';

const toSupportTicket = (row: queries.TicketRow): SupportTicket => ({
  id: row.id,
  subject: row.subject,
  status: row.status,
  priority: row.priority,
  createdAt: row.createdAt.toISOString(),
  lastReply: row.lastReplyAt.toISOString(),
  createdBy: row.createdBy,
  messageCount: row.messageCount,
});

const toOperatorTicket = (row: queries.SupportTicketRow): OperatorTicket => ({
  ...toSupportTicket(row),
  organizationId: row.organizationId,
  organizationName: row.organizationName,
});

/** SPEC §2 Help and Support: the help content with its votes, and the organization's tickets. */
export class HelpService {
  constructor(private readonly ctx: AppContext) {}

  async listArticles(accountId: string, query: HelpQuery): Promise<HelpArticle[]> {
    const [counts, mine] = await this.votes(ARTICLE, accountId);
    return helpArticles
      .filter((article) =>
        matches(query, article.category, [article.title, article.content, ...article.tags]),
      )
      .map((article) => {
        const key = ARTICLE + article.id;
        return {
          ...article,
          tags: [...article.tags],
          helpful: counts.get(key)?.helpful ?? 0,
          notHelpful: counts.get(key)?.notHelpful ?? 0,
          myVote: myVoteOf(mine.get(key)),
        };
      });
  }

  async listFaqs(accountId: string, query: HelpQuery): Promise<FaqEntry[]> {
    const [counts, mine] = await this.votes(FAQ, accountId);
    return helpFaqs
      .filter((faq) => matches(query, faq.category, [faq.question, faq.answer]))
      .map((faq) => {
        const key = FAQ + faq.id;
        return {
          ...faq,
          helpful: counts.get(key)?.helpful ?? 0,
          notHelpful: counts.get(key)?.notHelpful ?? 0,
          myVote: myVoteOf(mine.get(key)),
        };
      });
  }

  /** One vote per account and item; voting again replaces the earlier vote. */
  async vote(
    accountId: string,
    kind: VoteKind,
    itemId: string,
    helpful: boolean,
  ): Promise<HelpVoteResult> {
    const known =
      kind === 'article'
        ? helpArticles.some((article) => article.id === itemId)
        : helpFaqs.some((faq) => faq.id === itemId);
    if (!known) {
      throw notFound(kind === 'article' ? helpMessages.articleNotFound : helpMessages.faqNotFound);
    }
    const counts = await queries.upsertVote(
      this.ctx.db,
      (kind === 'article' ? ARTICLE : FAQ) + itemId,
      accountId,
      helpful,
    );
    return { ...counts, myVote: helpful ? 'helpful' : 'not_helpful' };
  }

  async listTickets(tenant: Tenant): Promise<SupportTicket[]> {
    return (await queries.listTickets(this.ctx.db, tenant.organizationId)).map(toSupportTicket);
  }

  /** Any member may ask support; the message becomes the ticket's first message. */
  async createTicket(
    tenant: Tenant,
    accountId: string,
    input: CreateTicketInput,
  ): Promise<SupportTicketDetail> {
    await enforceRateLimits(this.ctx.db, [
      {
        key: `support-ticket:account:${accountId}`,
        limit: TICKETS_PER_HOUR,
        windowSeconds: 3600,
        message: ticketRateLimited,
      },
    ]);
    const ticketId = await this.ctx.db.transaction(async (tx) => {
      const id = await queries.insertTicket(tx, {
        organizationId: tenant.organizationId,
        createdBy: accountId,
        subject: input.subject,
        priority: input.priority,
      });
      await queries.addTicketMessage(tx, {
        ticketId: id,
        authorId: accountId,
        fromSupport: false,
        body: input.message,
      });
      return id;
    });
    return this.detail(tenant.organizationId, ticketId);
  }

  /** Another organization's ticket is "not found", like an unknown one. */
  getTicket(tenant: Tenant, ticketId: string): Promise<SupportTicketDetail> {
    return this.detail(tenant.organizationId, ticketId);
  }

  /** A member's reply reopens a resolved ticket; a closed one takes no more messages. */
  async replyAsMember(
    tenant: Tenant,
    accountId: string,
    ticketId: string,
    body: string,
  ): Promise<SupportTicketDetail> {
    const ticket = await this.requireTicket(tenant.organizationId, ticketId);
    if (ticket.status === 'closed') throw conflict(helpMessages.ticketClosed);
    await queries.addTicketMessage(
      this.ctx.db,
      { ticketId, authorId: accountId, fromSupport: false, body },
      ticket.status === 'resolved' ? 'open' : undefined,
    );
    return this.detail(tenant.organizationId, ticketId);
  }

  // The operator's side: the console calls these after checking the operator role.

  /** Every organization's tickets, or those of one status, newest activity first. */
  async listAllTickets(status?: TicketStatus): Promise<OperatorTicket[]> {
    return (await queries.listAllTickets(this.ctx.db, status)).map(toOperatorTicket);
  }

  /** Any organization's ticket with its messages and the organization it belongs to. */
  async getTicketForSupport(ticketId: string): Promise<OperatorTicketDetail> {
    const ticket = isUuid(ticketId) ? await queries.findSupportTicket(this.ctx.db, ticketId) : null;
    if (!ticket) throw notFound(helpMessages.ticketNotFound);
    return { ...toOperatorTicket(ticket), messages: await this.messagesOf(ticketId) };
  }

  /** Support's answer; an open ticket moves to in-progress. A closed one takes no more messages. */
  async replyAsSupport(
    operatorId: string,
    ticketId: string,
    body: string,
  ): Promise<OperatorTicketDetail> {
    const ticket = await this.requireTicket(null, ticketId);
    if (ticket.status === 'closed') throw conflict(helpMessages.ticketClosed);
    await queries.addTicketMessage(
      this.ctx.db,
      { ticketId, authorId: operatorId, fromSupport: true, body },
      ticket.status === 'open' ? 'in-progress' : undefined,
    );
    return this.getTicketForSupport(ticketId);
  }

  async setTicketStatus(ticketId: string, status: TicketStatus): Promise<OperatorTicketDetail> {
    if (!isUuid(ticketId) || !(await queries.updateTicketStatus(this.ctx.db, ticketId, status))) {
      throw notFound(helpMessages.ticketNotFound);
    }
    return this.getTicketForSupport(ticketId);
  }

  private votes(prefix: string, accountId: string) {
    return Promise.all([
      queries.voteCountsByItem(this.ctx.db, prefix),
      queries.votesOfAccount(this.ctx.db, prefix, accountId),
    ]);
  }

  private async requireTicket(
    organizationId: string | null,
    ticketId: string,
  ): Promise<queries.TicketRow> {
    const ticket = isUuid(ticketId)
      ? await queries.findTicket(this.ctx.db, organizationId, ticketId)
      : null;
    if (!ticket) throw notFound(helpMessages.ticketNotFound);
    return ticket;
  }

  private async detail(
    organizationId: string | null,
    ticketId: string,
  ): Promise<SupportTicketDetail> {
    const ticket = await this.requireTicket(organizationId, ticketId);
    return { ...toSupportTicket(ticket), messages: await this.messagesOf(ticketId) };
  }

  private async messagesOf(ticketId: string): Promise<TicketMessage[]> {
    const messages = await queries.listTicketMessages(this.ctx.db, ticketId);
    return messages.map((message) => ({
      id: message.id,
      author: message.author,
      fromSupport: message.fromSupport,
      body: message.body,
      createdAt: message.createdAt.toISOString(),
    }));
  }
}
