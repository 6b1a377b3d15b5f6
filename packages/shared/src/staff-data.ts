import { z } from 'zod';
import type { AssistantReply, FormCategory } from './chatbot.js';
import type { FormCategoryCount } from './form-submission.js';
import { PAGE_SIZE } from './constants.js';

/**
 * The staff side of conversations (SPEC §2 Dashboard, Users, User Details, Submitted Forms,
 * Conversations and Analytics; §3 entities; §7 /user/* calls). Every answer is the usual envelope;
 * the shapes below are its `data`.
 */

export const MAX_PAGE_LIMIT = 100;
export const ANALYTICS_RANGES = [7, 30] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];
export const DEFAULT_ANALYTICS_RANGE: AnalyticsRange = 30;

export const staffMessages = {
  pageInvalid: 'page must be a whole number of 1 or more',
  limitInvalid: `limit must be a whole number from 1 to ${MAX_PAGE_LIMIT}`,
  dateInvalid: "date must be 'today' or a date such as 2024-01-05",
  daysInvalid: 'days must be 7 or 30',
  statusInvalid: "status must be 'True' or 'False'",
  outcomeInvalid: 'outcome must be all, converted, resolved or unresolved',
  appUserNotFound: 'User not found',
  sessionNotFound: 'Chat session not found',
  formNotFound: 'Form not found',
  conversationNotFound: 'Conversation not found',
  questionGroupNotFound: 'There are no unanswered questions like this one any more',
  formProcessed: 'Form processed successfully!',
  formCancelled: 'Form cancelled successfully!',
  formStatusFailed: 'Failed to update form status. Please try again.',
  chatHistoryFailed: 'Failed to load chat history',
  answerAdded: 'Answer added to the knowledge base',
  questionDismissed: 'Marked as not relevant',
} as const;

const wholeNumber = (message: string, min: number, max = Number.MAX_SAFE_INTEGER) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });

/** ?page&limit of every list (SPEC §9 page size 10). */
export const pagingQuerySchema = z.object({
  page: wholeNumber(staffMessages.pageInvalid, 1).default(1),
  limit: wholeNumber(staffMessages.limitInvalid, 1, MAX_PAGE_LIMIT).default(PAGE_SIZE),
});
export type PagingQuery = z.infer<typeof pagingQuerySchema>;

export const usersQuerySchema = pagingQuerySchema.extend({
  /** Username, e-mail or phone, anywhere in the text, case-insensitive. */
  search: z.string().trim().max(100).optional(),
});

export const dashboardQuerySchema = z.object({
  date: z
    .string()
    .trim()
    .regex(/^(today|\d{4}-\d{2}-\d{2})$/, { error: staffMessages.dateInvalid })
    .refine((value) => value === 'today' || !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), {
      error: staffMessages.dateInvalid,
    })
    .default('today'),
});

export const analyticsQuerySchema = z.object({
  days: z.coerce
    .number({ error: staffMessages.daysInvalid })
    .refine((value): value is AnalyticsRange => value === 7 || value === 30, {
      error: staffMessages.daysInvalid,
    })
    .default(DEFAULT_ANALYTICS_RANGE),
});

export const FORM_STATUSES = ['True', 'False'] as const;
export type FormStatus = (typeof FORM_STATUSES)[number];
export const formStatusUpdateSchema = z.object({
  status: z.enum(FORM_STATUSES, { error: staffMessages.statusInvalid }),
});

export const CONVERSATION_OUTCOMES = ['converted', 'resolved', 'unresolved'] as const;
export type ConversationOutcome = (typeof CONVERSATION_OUTCOMES)[number];
export const conversationsQuerySchema = analyticsQuerySchema.extend({
  outcome: z
    .enum(['all', ...CONVERSATION_OUTCOMES], { error: staffMessages.outcomeInvalid })
    .default('all'),
  /** A word of a visitor message, or the visitor's name or e-mail. */
  search: z.string().trim().max(100).optional(),
  page: pagingQuerySchema.shape.page,
  limit: pagingQuerySchema.shape.limit,
});

/** SPEC §3 App user. */
export interface AppUser {
  _id: string;
  username: string;
  email: string | null;
  phonenumber: string | null;
  disabled: boolean;
  agreed_terms: boolean;
  user_chat_count: number;
  created_at: string;
  /** The user's latest chat session id, if any. */
  session: string | null;
}

/** GET /user/get_users. */
export interface UsersPage {
  users: AppUser[];
  pagination: { total_pages: number; total_users: number };
}

/** SPEC §3 Chat turn. `date_time` is when the visitor sent the message. */
export interface ChatTurn {
  _id: string;
  user: string;
  assistant: AssistantReply;
  date_time: string;
  confidence: number;
  feedback: 'like' | 'dislike' | null;
}

/** SPEC §3 Chat session. */
export interface ChatSession {
  _id: string;
  last_updated: string;
  chat_history: ChatTurn[];
}

/** GET /user/get_user_chats/{id}. */
export interface UserChatsPage {
  sessions: ChatSession[];
  pagination: { total_pages: number; total_sessions: number };
}

/** GET /user/get_session_chats/{id}: the form's session, as a list of one. */
export interface SessionChats {
  sessions: ChatSession[];
}

/** SPEC §3 Submitted form. `status` null means open. */
export interface SubmittedForm {
  id: string;
  form_id: string;
  session_id: string;
  category: FormCategory | string;
  /** Issue 22: the key of the organization's form it was sent with; null for older submissions. */
  form_key: string | null;
  form_data: Record<string, unknown>;
  submitted_at: string;
  status: FormStatus | null;
}

/** GET /user/get_submitted_forms. */
export interface SubmittedFormsPage {
  forms: SubmittedForm[];
  pagination: { total_pages: number; total_forms: number };
}

/**
 * Per-category counts the dashboard and analytics share (SPEC §3's five fields, kept for API
 * clients), and `forms`: one count per form of the organization's own set, in its order (issue 22),
 * then any category it no longer has that the period counted.
 */
export interface FormCategoryCounts {
  forms: FormCategoryCount[];
  appointments_count: number;
  home_collection_count: number;
  complaints_feedback_count: number;
  general_inquiry_count: number;
  test_report_count: number;
}

/** GET /user/dashboard_stats: one day in the organization's timezone (SPEC §3 Dashboard stats). */
export interface DashboardStats extends FormCategoryCounts {
  /** The day counted, YYYY-MM-DD, and the timezone it was counted in. */
  date: string;
  timezone: string;
  total_sessions_on_date: number;
  chat_initiated_count_on_date: number;
  total_message_count_on_date: number;
  total_end_chats: number;
  total_likes: number;
  total_dislikes: number;
  /** The five newest app users (all of the AppUser fields, so User Details can show one). */
  latest_users: AppUser[];
}

/** GET /user/analytics?days= → data.data (SPEC §3 Analytics summary). */
export interface AnalyticsSummary extends FormCategoryCounts {
  total_sessions_in_range: number;
  total_message_count: number;
  total_end_chats: number;
  chat_initiated_count: number;
  /** One row per day of the range, oldest first, zero-filled. */
  daily_sessions: { date: string; session_count: number }[];
}

/** One row of GET /conversations (SPEC §3 Conversation, without its messages). */
export interface ConversationSummary {
  id: string;
  startedAt: string;
  endedAt: string | null;
  /** The first request or topic of the chat: a form category, 'question', 'handoff', … */
  intent: string;
  outcome: ConversationOutcome;
  /** Likes over likes plus dislikes, 0..1; null without feedback. */
  satisfaction: number | null;
  messageCount: number;
  /** The visitor's first message that is more than small talk (else simply the first). */
  preview: string;
  user: { id: string; username: string; email: string | null };
  metadata: { source: string | null };
}

export interface ConversationsPage {
  conversations: ConversationSummary[];
  pagination: { total_pages: number; total_conversations: number };
}

export interface ConversationMessage {
  id: string;
  role: 'user' | 'bot';
  content: string;
  /** The structured reply when the bot showed a form or took an action. */
  reply?: AssistantReply;
  timestamp: string;
  /** 0..1, bot messages only. */
  confidence?: number;
}

/** GET /conversations/{id}. */
export interface Conversation extends ConversationSummary {
  messages: ConversationMessage[];
}

/** Visitor questions the bot could not answer, similar ones grouped. */
export interface UnansweredQuestionGroup {
  /** The normalized question that groups them. */
  key: string;
  /** The most recent wording a visitor used. */
  question: string;
  count: number;
  last_seen: string;
  /** Up to three other wordings. */
  examples: string[];
}

/** GET /conversations/unanswered?days=&page=&limit=: the largest groups first. */
export interface UnansweredQuestions {
  groups: UnansweredQuestionGroup[];
  pagination: { total_pages: number; total_groups: number };
}

export const unansweredQuerySchema = analyticsQuerySchema.extend({
  page: pagingQuerySchema.shape.page,
  limit: pagingQuerySchema.shape.limit,
});

/**
 * POST /conversations/unanswered/dismiss: marks a group's questions not relevant (spam, off-topic).
 * They leave the list for good; the same question asked later is listed again.
 */
export const dismissQuestionGroupSchema = z.object({ key: z.string().trim().min(1).max(500) });
export type DismissQuestionGroup = z.infer<typeof dismissQuestionGroupSchema>;

/** POST /conversations/unanswered/answer: turns a group into a Q&A entry. */
export const answerQuestionGroupSchema = z.object({
  key: z.string().trim().min(1).max(500),
  question: z.string().trim().min(1, { error: 'Question is required' }).max(300),
  answer: z.string().trim().min(1, { error: 'Answer is required' }).max(20000),
  keywords: z.array(z.string().trim().min(1).max(50)).max(20).default([]),
});
export type AnswerQuestionGroup = z.infer<typeof answerQuestionGroupSchema>;

/** SPEC §2 paging footer: "Showing X to Y of Z results". */
export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}
