import type { TicketPriority, TicketStatus } from '@concierge/shared';
import { and, asc, desc, eq, like, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  accounts,
  helpVotes,
  organizations,
  supportTickets,
  ticketMessages,
} from '../../db/schema.js';

export interface VoteCounts {
  helpful: number;
  notHelpful: number;
}

/** Helpful and not-helpful counts of every voted item whose key starts with `prefix`. */
export async function voteCountsByItem(
  db: Executor,
  prefix: string,
): Promise<Map<string, VoteCounts>> {
  const rows = await db
    .select({
      itemId: helpVotes.itemId,
      helpful: sql<number>`count(*) filter (where ${helpVotes.helpful})::int`,
      notHelpful: sql<number>`count(*) filter (where not ${helpVotes.helpful})::int`,
    })
    .from(helpVotes)
    .where(like(helpVotes.itemId, `${prefix}%`))
    .groupBy(helpVotes.itemId);
  return new Map(
    rows.map((row) => [row.itemId, { helpful: row.helpful, notHelpful: row.notHelpful }]),
  );
}

/** The account's votes on items whose key starts with `prefix`: item key → helpful. */
export async function votesOfAccount(
  db: Executor,
  prefix: string,
  accountId: string,
): Promise<Map<string, boolean>> {
  const rows = await db
    .select({ itemId: helpVotes.itemId, helpful: helpVotes.helpful })
    .from(helpVotes)
    .where(and(eq(helpVotes.accountId, accountId), like(helpVotes.itemId, `${prefix}%`)));
  return new Map(rows.map((row) => [row.itemId, row.helpful]));
}

/** One vote per account and item: a second vote replaces the first. Answers the item's counts. */
export async function upsertVote(
  db: Executor,
  itemId: string,
  accountId: string,
  helpful: boolean,
): Promise<VoteCounts> {
  await db
    .insert(helpVotes)
    .values({ itemId, accountId, helpful })
    .onConflictDoUpdate({
      target: [helpVotes.itemId, helpVotes.accountId],
      set: { helpful, createdAt: sql`now()` },
    });
  const [row] = await db
    .select({
      helpful: sql<number>`count(*) filter (where ${helpVotes.helpful})::int`,
      notHelpful: sql<number>`count(*) filter (where not ${helpVotes.helpful})::int`,
    })
    .from(helpVotes)
    .where(eq(helpVotes.itemId, itemId));
  return { helpful: row?.helpful ?? 0, notHelpful: row?.notHelpful ?? 0 };
}

const ticketColumns = {
  id: supportTickets.id,
  organizationId: supportTickets.organizationId,
  subject: supportTickets.subject,
  priority: supportTickets.priority,
  status: supportTickets.status,
  createdAt: supportTickets.createdAt,
  lastReplyAt: supportTickets.lastReplyAt,
  createdBy: sql<string>`coalesce(${accounts.name}, '')`,
  messageCount: sql<number>`(select count(*)::int from ${ticketMessages} where ${ticketMessages.ticketId} = ${supportTickets.id})`,
};

export interface TicketRow {
  id: string;
  organizationId: string;
  subject: string;
  priority: TicketPriority;
  status: TicketStatus;
  createdAt: Date;
  lastReplyAt: Date;
  createdBy: string;
  messageCount: number;
}

const newestActivityFirst = [desc(supportTickets.lastReplyAt), desc(supportTickets.id)] as const;

export function listTickets(db: Executor, organizationId: string): Promise<TicketRow[]> {
  return db
    .select(ticketColumns)
    .from(supportTickets)
    .leftJoin(accounts, eq(accounts.id, supportTickets.createdBy))
    .where(eq(supportTickets.organizationId, organizationId))
    .orderBy(...newestActivityFirst);
}

export type SupportTicketRow = TicketRow & { organizationName: string };

/** Every organization's tickets, or those of one status, for the operator: newest activity first. */
export function listAllTickets(db: Executor, status?: TicketStatus): Promise<SupportTicketRow[]> {
  return db
    .select({ ...ticketColumns, organizationName: organizations.name })
    .from(supportTickets)
    .innerJoin(organizations, eq(organizations.id, supportTickets.organizationId))
    .leftJoin(accounts, eq(accounts.id, supportTickets.createdBy))
    .where(status ? eq(supportTickets.status, status) : undefined)
    .orderBy(...newestActivityFirst);
}

/** A ticket of any organization with the organization's name, for the operator. */
export async function findSupportTicket(
  db: Executor,
  ticketId: string,
): Promise<SupportTicketRow | null> {
  const [row] = await db
    .select({ ...ticketColumns, organizationName: organizations.name })
    .from(supportTickets)
    .innerJoin(organizations, eq(organizations.id, supportTickets.organizationId))
    .leftJoin(accounts, eq(accounts.id, supportTickets.createdBy))
    .where(eq(supportTickets.id, ticketId));
  return row ?? null;
}

/** The ticket, within the organization when one is given (null: any organization, the operator). */
export async function findTicket(
  db: Executor,
  organizationId: string | null,
  ticketId: string,
): Promise<TicketRow | null> {
  const [row] = await db
    .select(ticketColumns)
    .from(supportTickets)
    .leftJoin(accounts, eq(accounts.id, supportTickets.createdBy))
    .where(
      organizationId === null
        ? eq(supportTickets.id, ticketId)
        : and(eq(supportTickets.organizationId, organizationId), eq(supportTickets.id, ticketId)),
    );
  return row ?? null;
}

export interface TicketMessageRow {
  id: string;
  author: string;
  fromSupport: boolean;
  body: string;
  createdAt: Date;
}

export function listTicketMessages(db: Executor, ticketId: string): Promise<TicketMessageRow[]> {
  return db
    .select({
      id: ticketMessages.id,
      author: sql<string>`coalesce(${accounts.name}, '')`,
      fromSupport: ticketMessages.fromSupport,
      body: ticketMessages.body,
      createdAt: ticketMessages.createdAt,
    })
    .from(ticketMessages)
    .leftJoin(accounts, eq(accounts.id, ticketMessages.authorId))
    .where(eq(ticketMessages.ticketId, ticketId))
    .orderBy(asc(ticketMessages.createdAt), asc(ticketMessages.id));
}

export async function insertTicket(
  db: Executor,
  values: { organizationId: string; createdBy: string; subject: string; priority: TicketPriority },
): Promise<string> {
  const [row] = await db.insert(supportTickets).values(values).returning({ id: supportTickets.id });
  if (!row) throw new Error('support ticket insert returned no row');
  return row.id;
}

/** Adds a message, moves the ticket's last reply to it and, when given, changes its status. */
export async function addTicketMessage(
  db: Executor,
  message: { ticketId: string; authorId: string | null; fromSupport: boolean; body: string },
  status?: TicketStatus,
): Promise<void> {
  const [inserted] = await db
    .insert(ticketMessages)
    .values(message)
    .returning({ createdAt: ticketMessages.createdAt });
  await db
    .update(supportTickets)
    .set({ lastReplyAt: inserted?.createdAt ?? sql`now()`, ...(status ? { status } : {}) })
    .where(eq(supportTickets.id, message.ticketId));
}

export async function updateTicketStatus(
  db: Executor,
  ticketId: string,
  status: TicketStatus,
): Promise<boolean> {
  const rows = await db
    .update(supportTickets)
    .set({ status })
    .where(eq(supportTickets.id, ticketId))
    .returning({ id: supportTickets.id });
  return rows.length > 0;
}
