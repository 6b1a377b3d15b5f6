import { z } from 'zod';

/**
 * Issue 7 "Notifications": what a member is told about, under the header's bell and by e-mail.
 * The four SPEC §2 toggles are stored per member (per account and organization), on by default.
 */
export const NOTIFICATION_PREFERENCES = [
  'new_conversations',
  'failed_responses',
  'quota_warnings',
  'weekly_reports',
] as const;
export type NotificationPreference = (typeof NOTIFICATION_PREFERENCES)[number];
export type NotificationPreferences = Record<NotificationPreference, boolean>;

/** SPEC §2 labels, in SPEC order, with what each one covers. */
export const notificationPreferenceInfo: Record<
  NotificationPreference,
  { label: string; hint: string }
> = {
  new_conversations: {
    label: 'New conversations',
    hint: 'When a visitor starts a chat; also an email for each submitted form (forms always show under the bell).',
  },
  failed_responses: {
    label: 'Failed responses',
    hint: 'When the bot answers with low confidence.',
  },
  quota_warnings: {
    label: 'Quota warnings',
    hint: 'When this month’s chats pass 80% and 100% of your plan.',
  },
  weekly_reports: {
    label: 'Weekly reports',
    hint: 'A summary of last week, every Monday morning.',
  },
};

export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  new_conversations: true,
  failed_responses: true,
  quota_warnings: true,
  weekly_reports: true,
};

/** PUT /notifications/preferences: any of the four, each true or false. */
export const notificationPreferencesSchema = z
  .object(
    Object.fromEntries(
      NOTIFICATION_PREFERENCES.map((key) => [
        key,
        z
          .boolean({ error: `${notificationPreferenceInfo[key].label} must be on or off` })
          .optional(),
      ]),
    ) as Record<NotificationPreference, z.ZodOptional<z.ZodBoolean>>,
  )
  .strict()
  .refine((value) => Object.keys(value).length > 0, {
    error: 'Send at least one notification preference',
  });
export type NotificationPreferencesInput = z.infer<typeof notificationPreferencesSchema>;

export const NOTIFICATION_KINDS = [
  'new_conversation',
  'failed_response',
  'quota_warning',
  'weekly_report',
  'form_submitted',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * The toggle that governs each kind, for the bell and the e-mail alike. A submitted form is always
 * under the bell, so that no appointment request is missed; its e-mail follows "New conversations".
 */
export const PREFERENCE_OF_KIND: Record<NotificationKind, NotificationPreference> = {
  new_conversation: 'new_conversations',
  failed_response: 'failed_responses',
  quota_warning: 'quota_warnings',
  weekly_report: 'weekly_reports',
  form_submitted: 'new_conversations',
};

/** Chats used this month, in percent of the plan's limit, that raise a quota warning. */
export const QUOTA_WARNING_PERCENTS = [80, 100] as const;

/** Newest notifications GET /notifications returns. */
export const NOTIFICATION_LIST_LIMIT = 30;

/** GET /notifications `data.items` item. `link` is an app path such as "/submitted-forms". */
export interface NotificationItem {
  id: string;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string | null;
  createdAt: string;
  readAt: string | null;
}

/** GET /notifications `data`; POST …/:id/read and …/read-all answer `{ unread }`. */
export interface NotificationList {
  items: NotificationItem[];
  unread: number;
}

/** Titles and bodies, written by the server; the web and tests quote them from here. */
export const notificationTexts = {
  newConversation: {
    title: 'New conversation',
    body: (visitor: string, firstMessage: string) => `${visitor}: “${firstMessage}”`,
  },
  failedResponse: {
    title: 'The bot could not answer a question',
    body: (question: string) => `“${question}”. Add an answer under Conversations & Analytics.`,
  },
  quotaWarning: {
    title: (percent: number) =>
      percent >= 100
        ? 'You have used all chats of this month'
        : `You have used ${percent}% of this month’s chats`,
    body: (used: number, limit: number) => `${used} of ${limit} chats this month.`,
  },
  chatsBlocked: {
    title: 'Visitors are being turned away',
    body: (plan: string, limit: number) =>
      `All ${limit.toLocaleString('en-US')} chats of your ${plan} plan are used this month: the assistant tells new visitors it is unavailable. Choose a larger plan under Billing to let them chat.`,
  },
  weeklyReport: {
    title: 'Your weekly report',
    body: (sessions: number, messages: number, forms: number) =>
      `Last week: ${sessions} sessions, ${messages} messages, ${forms} forms.`,
  },
  formSubmitted: {
    title: (category: string) => `New form: ${category}`,
    body: (visitor: string) => `${visitor} submitted a form.`,
  },
} as const;

export const notificationMessages = {
  preferencesSaved: 'Notification preferences saved',
  notificationNotFound: 'Notification not found',
  allRead: 'All notifications marked as read',
} as const;
