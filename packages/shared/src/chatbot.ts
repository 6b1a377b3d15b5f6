import type { LiveSessionState } from './live-chat.js';
import type { FormFieldType } from './form-definitions.js';
import { z } from 'zod';
import { checkOpeningHoursFields, type OpeningHours } from './opening-hours.js';

/** SPEC §3 Chatbot settings, §5 Max Retries, §9 defaults, categories and action labels. */
export const BOT_POSITIONS = ['bottom-right', 'bottom-left'] as const;
export type BotPosition = (typeof BOT_POSITIONS)[number];

export interface ChatbotFeatures {
  leadCapture: boolean;
  appointmentBooking: boolean;
  ticketCreation: boolean;
  humanHandoff: boolean;
}
/**
 * What makes the bot hand a chat to the team when human handoff is on (onboarding's "When should
 * the bot hand over to your team?"). `cannot_answer` counts Max Retries unsure answers in a row.
 */
export const HANDOFF_TRIGGERS = [
  'asks_for_person',
  'complaint',
  'billing',
  'urgent',
  'cannot_answer',
] as const;
export type HandoffTrigger = (typeof HANDOFF_TRIGGERS)[number];

/** What a bot saved before the triggers existed did: hand over on request and when stuck. */
export const DEFAULT_HANDOFF_TRIGGERS: readonly HandoffTrigger[] = [
  'asks_for_person',
  'cannot_answer',
];

export const HANDOFF_TRIGGER_LABELS: Record<HandoffTrigger, string> = {
  asks_for_person: 'The visitor asks for a person',
  complaint: 'A complaint or negative feedback',
  billing: 'A billing or payment question',
  urgent: 'An urgent or medical question',
  cannot_answer: 'The bot cannot answer (Max Retries times in a row)',
};

export interface ChatbotBehavior {
  proactiveGreeting: boolean;
  collectFeedback: boolean;
  maxRetries: number;
  /** When a chat may be handed to the team; null = always open. Rows saved before have no key. */
  openingHours: OpeningHours | null;
  /** Rows saved before have no key: read as DEFAULT_HANDOFF_TRIGGERS. */
  handoffTriggers: HandoffTrigger[];
}
/** What the widget learns: when and why to hand over stays on the server, which decides. */
export type PublicChatbotBehavior = Omit<ChatbotBehavior, 'openingHours' | 'handoffTriggers'>;
export interface ChatbotSettings {
  id: string;
  name: string;
  greeting: string;
  /** An emoji or an image URL. */
  avatar: string;
  primaryColor: string;
  position: BotPosition;
  allowedDomains: string[];
  features: ChatbotFeatures;
  behavior: ChatbotBehavior;
}

/**
 * SPEC §9 default bot. `id` is the organization's bot id. It is stored without opening hours, like
 * the bots saved before them: reading a bot takes a missing `openingHours` as null (always open).
 */
export const DEFAULT_CHATBOT_SETTINGS: Omit<ChatbotSettings, 'id' | 'behavior'> & {
  behavior: PublicChatbotBehavior;
} = {
  name: 'Assistant',
  greeting: 'Hi! How can I help you today?',
  avatar: '🤖',
  primaryColor: '#000000',
  position: 'bottom-right',
  allowedDomains: [],
  features: {
    leadCapture: false,
    appointmentBooking: false,
    ticketCreation: false,
    humanHandoff: false,
  },
  behavior: { proactiveGreeting: false, collectFeedback: false, maxRetries: 3 },
};

export const MAX_RETRIES_MIN = 1;
export const MAX_RETRIES_MAX = 10;

export const chatbotMessages = {
  saved: (tab: string) => `${tab} settings saved successfully!`,
  saveFailed: 'Failed to save settings',
  loadFailed: 'Failed to load bot configuration',
  colorInvalid: 'Primary color must be a hex colour such as #1a73e8',
  positionInvalid: 'Position must be bottom-right or bottom-left',
  maxRetriesInvalid: 'Max Retries must be a number from 1 to 10',
  domainsInvalid: 'Allowed domains must be a list of host names such as example.com',
  nameRequired: 'Bot name is required',
  greetingRequired: 'Greeting is required',
  avatarInvalid: 'Avatar must be an emoji or an https:// image URL',
  openingDaysInvalid: 'Opening days must be numbers from 0 (Sunday) to 6 (Saturday)',
  handoffTriggersInvalid: `Handoff triggers must be chosen from: ${HANDOFF_TRIGGERS.join(', ')}`,
} as const;

const HEX_COLOR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
const HOST_NAME =
  /^(?=.{1,253}$)(?:\*\.)?(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?::\d{1,5})?$/i;

const flag = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((value) => value === true || value === 'true');

const domainList = z
  .union([z.array(z.string()), z.string()])
  .transform((value, context) => {
    if (Array.isArray(value)) return value;
    try {
      const parsed: unknown = JSON.parse(value);
      if (Array.isArray(parsed) && parsed.every((item) => typeof item === 'string')) return parsed;
    } catch {
      // reported below
    }
    context.addIssue({ code: 'custom', message: chatbotMessages.domainsInvalid });
    return z.NEVER;
  })
  .transform((domains) => domains.map((domain) => domain.trim().toLowerCase()).filter(Boolean))
  .refine((domains) => domains.length <= 50 && domains.every((domain) => HOST_NAME.test(domain)), {
    error: chatbotMessages.domainsInvalid,
  });

/** 'openingDays' repeated, or as one comma list ('1,2,3'): days 0 (Sunday) to 6. */
const dayList = z
  .union([z.array(z.string()), z.string()])
  .transform((value) =>
    (Array.isArray(value) ? value : value.split(',')).map((day) => day.trim()).filter(Boolean),
  )
  .refine((days) => days.every((day) => /^[0-6]$/.test(day)), {
    error: chatbotMessages.openingDaysInvalid,
  })
  .transform((days) => days.map(Number));

/** 'handoffTriggers' repeated, or as one comma list; an empty string is an empty list. */
const triggerList = z
  .union([z.array(z.string()), z.string()])
  .transform((value) =>
    (Array.isArray(value) ? value : value.split(',')).map((item) => item.trim()).filter(Boolean),
  )
  .refine(
    (items): items is HandoffTrigger[] =>
      items.every((item) => (HANDOFF_TRIGGERS as readonly string[]).includes(item)),
    { error: chatbotMessages.handoffTriggersInvalid },
  )
  // In the list's own order and without repeats, so equal choices are stored alike.
  .transform((items) => HANDOFF_TRIGGERS.filter((trigger) => items.includes(trigger)));

/**
 * POST /auth/chatbot-settings (multipart, SPEC §7): botId plus the fields of one tab. Every field is
 * optional; the ones sent are validated and saved. Flags arrive as 'true'/'false', allowedDomains
 * as a JSON list, handoffTriggers as a comma list. Opening hours: `openingHoursEnabled` 'false'
 * clears them (always open); 'true' needs `openingDays`, `openingTime` and `closingTime`
 * ('HH:MM'), which count only with it.
 */
export const chatbotSettingsFieldsSchema = z.object({
  botId: z.string().max(100).optional(),
  name: z.string().trim().min(1, { error: chatbotMessages.nameRequired }).max(60).optional(),
  greeting: z
    .string()
    .trim()
    .min(1, { error: chatbotMessages.greetingRequired })
    .max(500)
    .optional(),
  avatar: z
    .string()
    .trim()
    .max(500)
    .refine((value) => /^https:\/\/\S+$/.test(value) || (value.length > 0 && value.length <= 8), {
      error: chatbotMessages.avatarInvalid,
    })
    .optional(),
  primaryColor: z
    .string()
    .trim()
    .regex(HEX_COLOR, { error: chatbotMessages.colorInvalid })
    .optional(),
  position: z.enum(BOT_POSITIONS, { error: chatbotMessages.positionInvalid }).optional(),
  proactiveGreeting: flag.optional(),
  collectFeedback: flag.optional(),
  maxRetries: z.coerce
    .number({ error: chatbotMessages.maxRetriesInvalid })
    .int({ error: chatbotMessages.maxRetriesInvalid })
    .min(MAX_RETRIES_MIN, { error: chatbotMessages.maxRetriesInvalid })
    .max(MAX_RETRIES_MAX, { error: chatbotMessages.maxRetriesInvalid })
    .optional(),
  leadCapture: flag.optional(),
  appointmentBooking: flag.optional(),
  ticketCreation: flag.optional(),
  humanHandoff: flag.optional(),
  allowedDomains: domainList.optional(),
  handoffTriggers: triggerList.optional(),
  openingHoursEnabled: flag.optional(),
  openingDays: dayList.optional(),
  openingTime: z.string().max(10).optional(),
  closingTime: z.string().max(10).optional(),
});

/** The settings call's body: each field's own rule, then the opening hours' rules across fields. */
export const chatbotSettingsUpdateSchema =
  chatbotSettingsFieldsSchema.superRefine(checkOpeningHoursFields);
export type ChatbotSettingsUpdate = z.infer<typeof chatbotSettingsUpdateSchema>;

/** SPEC §9 form categories with their badge colours and action labels. */
export const FORM_CATEGORIES = [
  'Appointments',
  'Home Collection',
  'Complaints/Feedback',
  'General Inquiry',
  'Test Report',
] as const;
export type FormCategory = (typeof FORM_CATEGORIES)[number];

export const FORM_CATEGORY_ACTION_LABELS: Record<FormCategory, string> = {
  Appointments: 'Confirm Appointment',
  'Home Collection': 'Book Sample Visit',
  'Complaints/Feedback': 'Submit Complaint',
  'General Inquiry': 'Send Message',
  'Test Report': 'Request Report',
};
export const OTHER_ACTION_LABEL = 'Take Action';

export const FORM_CATEGORY_COLORS: Record<
  FormCategory,
  'blue' | 'green' | 'red' | 'purple' | 'yellow'
> = {
  Appointments: 'blue',
  'Home Collection': 'green',
  'Complaints/Feedback': 'red',
  'General Inquiry': 'purple',
  'Test Report': 'yellow',
};

/**
 * One field of a formConfig. SPEC §3 names only `label` and `required`; issue 22 adds the rest,
 * each optional, so a config without them still renders (the widget then guesses from the label).
 */
export interface FormFieldConfig {
  label: string;
  required: boolean;
  /** The field's key in form_data (stable when the label is renamed). */
  key?: string;
  type?: FormFieldType;
  placeholder?: string;
  /** select: the choices, in order. */
  options?: string[];
  /** time_slot: the times offered, 'HH:MM', from the organization's opening hours. */
  slots?: string[];
}

/** SPEC §3 formConfig. */
export interface FormConfig {
  title: string;
  fields: FormFieldConfig[];
  submitButton: { text: string; style: 'primary' | 'secondary' };
  /** Issue 22: the form's key (its category id). */
  key?: string;
  /** A booking form's (one with time slots) open days, 0 Sunday … 6 Saturday; absent: every day. */
  openDays?: number[];
}

/** SPEC §3 Chat turn: the assistant's reply is text or an action object. */
export type AssistantReply =
  | string
  | { action: 'show_form'; category: string; formConfig: FormConfig; message?: string }
  | { action: string; category: string; formConfig?: FormConfig; message?: string };

/** GET /public/bots/{botId}/config: what the widget needs. */
export type PublicBotConfig = Omit<ChatbotSettings, 'allowedDomains' | 'features' | 'behavior'> & {
  features: ChatbotFeatures;
  behavior: PublicChatbotBehavior;
  /** Set when the organization connected Google Analytics: the widget sends its events there. */
  ga_measurement_id: string | null;
};

/**
 * The `data.reason` of the public API's 403 for a page outside the bot's allowed domains: the
 * widget then stays off the page instead of showing visitors an error.
 */
export const ORIGIN_NOT_ALLOWED_REASON = 'origin_not_allowed';

/** GET /auth/chatbot-settings/test-visit: Test Deployment's page, whose chats count as tests. */
export interface TestVisit {
  url: string;
  test_token: string;
  expires_at: string;
}

export interface StartSessionResult {
  session_id: string;
  visitor_token: string;
  greeting: string;
}

export interface MessageResult {
  turn_id: string;
  assistant: AssistantReply;
  confidence: number;
  date_time: string;
  /** Set when this message handed the chat to a person: the widget opens the live stream. */
  handoff?: LiveSessionState;
}

/** POST /auth/chatbot-settings/preview: the reply the bot would give in the live preview. */
export interface PreviewReply {
  reply: AssistantReply;
  confidence: number;
}
