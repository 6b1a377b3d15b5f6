import { z } from 'zod';

/** Issue 8 "Help and Support": SPEC §2 categories, §3 Help article/FAQ/Ticket, §4 ticket states. */
export const HELP_CATEGORIES = [
  'Getting Started',
  'Knowledge Base',
  'Bot Setup',
  'Analytics',
  'Team Management',
  'Billing and Plans',
] as const;
export type HelpCategory = (typeof HELP_CATEGORIES)[number];

/** GET /help/articles item. `myVote` is the signed-in account's vote, if any. */
export interface HelpArticle {
  id: string;
  title: string;
  /** Plain text; paragraphs separated by blank lines, lines starting "- " are list items. */
  content: string;
  category: HelpCategory;
  tags: string[];
  helpful: number;
  notHelpful: number;
  myVote: 'helpful' | 'not_helpful' | null;
  lastUpdated: string;
}

/** GET /help/faqs item. */
export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
  category: HelpCategory;
  helpful: number;
  notHelpful: number;
  myVote: 'helpful' | 'not_helpful' | null;
}

/** POST /help/articles/:id/vote and /help/faqs/:id/vote; answers the item's new counts. */
export const helpVoteSchema = z.object({
  helpful: z.boolean({ error: 'Say whether it was helpful: true or false' }),
});
export interface HelpVoteResult {
  helpful: number;
  notHelpful: number;
  myVote: 'helpful' | 'not_helpful';
}

export const TICKET_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];
/** SPEC §4 labels. */
export const ticketPriorityLabels: Record<TicketPriority, string> = {
  low: 'Low - General question',
  medium: 'Medium - Feature request',
  high: 'High - Bug or issue',
  urgent: 'Urgent - Service down',
};

export const TICKET_STATUSES = ['open', 'in-progress', 'resolved', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const TICKET_SUBJECT_MAX = 200;
export const TICKET_MESSAGE_MAX = 5000;

export const createTicketSchema = z.object({
  subject: z
    .string({ error: 'Subject is required' })
    .trim()
    .min(1, { error: 'Subject is required' })
    .max(TICKET_SUBJECT_MAX, { error: `Keep the subject under ${TICKET_SUBJECT_MAX} characters` }),
  priority: z.enum(TICKET_PRIORITIES, { error: 'Choose a priority' }),
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, { error: 'Message is required' })
    .max(TICKET_MESSAGE_MAX, {
      error: `Keep the message under ${TICKET_MESSAGE_MAX.toLocaleString('en-US')} characters`,
    }),
});
export type CreateTicketInput = z.infer<typeof createTicketSchema>;

export const ticketReplySchema = z.object({
  message: createTicketSchema.shape.message,
});

export interface TicketMessage {
  id: string;
  author: string;
  /** Written by the platform's support (an operator). */
  fromSupport: boolean;
  body: string;
  createdAt: string;
}

/** GET /support/tickets item (SPEC §3 Ticket). */
export interface SupportTicket {
  id: string;
  subject: string;
  status: TicketStatus;
  priority: TicketPriority;
  createdAt: string;
  /** Time of the newest message. */
  lastReply: string;
  createdBy: string;
  messageCount: number;
}

/** GET /support/tickets/:id. */
export interface SupportTicketDetail extends SupportTicket {
  messages: TicketMessage[];
}

export const helpMessages = {
  ticketCreated: 'Support ticket created. We will reply within 24 hours.',
  replySent: 'Reply sent',
  ticketNotFound: 'Ticket not found',
  ticketClosed: 'This ticket is closed. Create a new ticket for anything else.',
  articleNotFound: 'Article not found',
  faqNotFound: 'Question not found',
  thanksForFeedback: 'Thanks for your feedback!',
} as const;
