import {
  API_KEY_ENVIRONMENTS,
  HANDOFF_REASONS,
  HANDOFF_STATES,
  INTEGRATION_PROVIDERS,
  MEMBERSHIP_ROLES,
  NOTIFICATION_KINDS,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  WEBHOOK_EVENTS,
  type HandoffTrigger,
  type FormTemplate,
  type OpeningHours,
  type PublicChatbotBehavior,
} from '@concierge/shared';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A person who signs in to the dashboard. `platformRole` is set only for operators. */
export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Stored lower-cased: e-mail is unique without regard to case. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    platformRole: text('platform_role', { enum: ['operator'] }),
    emailVerified: boolean('email_verified').notNull().default(false),
    onboardingCompleted: boolean('onboarding_completed').notNull().default(false),
    phoneNumber: text('phone_number').notNull().default(''),
    timezone: text('timezone').notNull().default('America/New_York'),
    /** Bumped by a password change or reset: every token signed with an older version is dead. */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: createdAt(),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('accounts_email_key').on(table.email)],
);

/**
 * What an organization can subscribe to (SPEC §3 Sample plan). The operator manages the rows; an
 * inactive plan is no longer offered, but organizations on it keep it. -1 in a limit: unlimited.
 */
export const plans = pgTable('plans', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  priceCents: integer('price_cents').notNull(),
  interval: text('interval', { enum: ['month'] })
    .notNull()
    .default('month'),
  features: jsonb('features').$type<string[]>().notNull().default([]),
  chatsLimit: integer('chats_limit').notNull(),
  seatsLimit: integer('seats_limit').notNull(),
  knowledgeBaseLimit: integer('knowledge_base_limit').notNull(),
  integrationsLimit: integer('integrations_limit').notNull(),
  popular: boolean('popular').notNull().default(false),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
});

export const organizations = pgTable('organizations', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  website: text('website').notNull().default(''),
  plan: text('plan')
    .notNull()
    .default('trial')
    .references(() => plans.id),
  trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
  /** The day boundaries of the dashboard's and analytics' counts. */
  timezone: text('timezone').notNull().default('America/New_York'),
  /** Set by the operator: members cannot sign in and the widget does not answer until cleared. */
  suspendedAt: timestamp('suspended_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** The owning organization of a tenant table: every such table leads its indexes with it. */
const tenantColumn = () =>
  uuid('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });

export const memberships = pgTable(
  'memberships',
  {
    organizationId: tenantColumn(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    role: text('role', { enum: MEMBERSHIP_ROLES }).notNull(),
    createdAt: createdAt(),
    // The four SPEC §2 notification toggles, per member.
    notifyNewConversations: boolean('notify_new_conversations').notNull().default(true),
    notifyFailedResponses: boolean('notify_failed_responses').notNull().default(true),
    notifyQuotaWarnings: boolean('notify_quota_warnings').notNull().default(true),
    notifyWeeklyReports: boolean('notify_weekly_reports').notNull().default(true),
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.accountId] }),
    index('memberships_account_idx').on(table.accountId),
  ],
);

/**
 * An invitation to join an organization. The link's token is kept only as a hash; a resend
 * replaces it. Accepted and revoked invitations stay as a record.
 */
export const invitations = pgTable(
  'invitations',
  {
    organizationId: tenantColumn(),
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased. */
    email: text('email').notNull(),
    /** An owner only when the operator adds a tenant; the team invites the other roles. */
    role: text('role', { enum: MEMBERSHIP_ROLES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('invitations_token_hash_key').on(table.tokenHash),
    index('invitations_organization_email_idx').on(table.organizationId, table.email),
  ],
);

/**
 * One live code per e-mail and purpose; the code itself is kept only as an HMAC. 'sign_in' is the
 * code sign-in asks for after repeated wrong passwords on the account.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    purpose: text('purpose', { enum: ['verify_email', 'reset_password', 'sign_in'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('one_time_codes_email_purpose_key').on(table.email, table.purpose)],
);

/**
 * What a verified reset code answers: the one token reset-password accepts for the account, kept
 * as a SHA-256 hash, used once. A new reset code or a completed reset deletes it.
 */
export const passwordResetTokens = pgTable('password_reset_tokens', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/** Tokens ended by logout, kept until they would have expired anyway. */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: text('jti').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('revoked_tokens_expires_idx').on(table.expiresAt)],
);

/**
 * Fixed-window counters: living in the database, they hold across processes. A bucket whose window
 * has ended counts from zero again, and the worker sweeps it away.
 */
export const rateLimitBuckets = pgTable(
  'rate_limit_buckets',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_buckets_window_ends_idx').on(table.windowEndsAt)],
);

/** Long work, claimed with FOR UPDATE SKIP LOCKED by the worker loop, retried with backoff. */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id').references(() => organizations.id, {
      onDelete: 'cascade',
    }),
    type: text('type').notNull(),
    payload: jsonb('payload')
      .notNull()
      .default(sql`'{}'::jsonb`),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('jobs_claim_idx').on(table.status, table.runAt)],
);

/** A PostgreSQL full-text vector; always generated by the database from text columns. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Raw bytes. Both drivers read bytea back as bytes (pg: a Buffer, PGlite: a Uint8Array); a Buffer
 * view is handed to the driver because pg sends only Buffers as binary parameters.
 */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/** Originals of uploaded documents; the bytes live in the file store under `storageKey`. */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: tenantColumn(),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('stored_files_org_idx').on(table.organizationId)],
);

export const crawlConfigs = pgTable(
  'crawl_configs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: tenantColumn(),
    url: text('url').notNull(),
    scope: text('scope', { enum: ['page', 'site'] }).notNull(),
    frequency: text('frequency', { enum: ['daily', 'weekly', 'monthly'] }).notNull(),
    status: text('status', { enum: ['active', 'paused', 'crawling', 'failed'] })
      .notNull()
      .default('active'),
    excludePatterns: jsonb('exclude_patterns').$type<string[]>().notNull().default([]),
    pagesFound: integer('pages_found').notNull().default(0),
    pagesProcessed: integer('pages_processed').notNull().default(0),
    lastCrawledAt: timestamp('last_crawled_at', { withTimezone: true }),
    nextCrawlAt: timestamp('next_crawl_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (table) => [
    index('crawl_configs_org_idx').on(table.organizationId, table.createdAt),
    index('crawl_configs_due_idx').on(table.status, table.nextCrawlAt),
  ],
);

export const knowledgeEntries = pgTable(
  'knowledge_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: tenantColumn(),
    type: text('type', { enum: ['faq', 'document', 'website'] }).notNull(),
    status: text('status', {
      enum: ['published', 'draft', 'needs_review', 'processing', 'crawling', 'failed'],
    }).notNull(),
    sourceType: text('source_type', { enum: ['manual', 'upload', 'crawl', 'api'] }).notNull(),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    version: integer('version').notNull().default(1),
    wordCount: integer('word_count').notNull().default(0),
    fileId: uuid('file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    url: text('url'),
    crawlConfigId: uuid('crawl_config_id').references(() => crawlConfigs.id, {
      onDelete: 'cascade',
    }),
    /** Hash of the extracted text: a re-crawl makes a new version only when it changed. */
    contentHash: text('content_hash'),
    failureReason: text('failure_reason'),
    autoUpdated: boolean('auto_updated').notNull().default(false),
    modifiedBy: text('modified_by').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(content, '')), 'B')`,
    ),
  },
  (table) => [
    index('knowledge_entries_org_updated_idx').on(table.organizationId, table.updatedAt),
    index('knowledge_entries_search_idx').using('gin', table.searchVector),
    uniqueIndex('knowledge_entries_crawl_url_key').on(table.crawlConfigId, table.url),
  ],
);

/** Every saved state of an entry; the entry row holds the newest. */
export const knowledgeVersions = pgTable(
  'knowledge_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: tenantColumn(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => knowledgeEntries.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    wordCount: integer('word_count').notNull(),
    modifiedBy: text('modified_by').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('knowledge_versions_entry_version_key').on(table.entryId, table.version)],
);

/** Passages of published entries, ranked by the answer engine with full-text search. */
export const knowledgeChunks = pgTable(
  'knowledge_chunks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: tenantColumn(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => knowledgeEntries.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    heading: text('heading').notNull().default(''),
    content: text('content').notNull(),
    wordCount: integer('word_count').notNull(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(heading, '')), 'A') || setweight(to_tsvector('english', content), 'B')`,
    ),
    /**
     * The passage's sentence embeddings: unit-length float32 values, little-endian, one vector
     * after another (one per window of a passage longer than the model reads; see
     * modules/embeddings/). Null until the worker's embed job has run on this chunk.
     */
    embedding: bytea('embedding'),
    /** The model that made `embedding`; a different current model means: embed again. */
    embeddingModel: text('embedding_model'),
    /** Values per vector in `embedding`; null on a chunk embedded before windows, embedded again. */
    embeddingDimensions: integer('embedding_dimensions'),
  },
  (table) => [
    index('knowledge_chunks_org_entry_idx').on(table.organizationId, table.entryId),
    index('knowledge_chunks_search_idx').using('gin', table.searchVector),
  ],
);

/** SPEC §3 Chatbot settings: one bot per organization; its id is the public bot id. */
export const chatbotSettings = pgTable('chatbot_settings', {
  id: uuid('id').primaryKey().defaultRandom(),
  organizationId: uuid('organization_id')
    .notNull()
    .unique()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  greeting: text('greeting').notNull(),
  avatar: text('avatar').notNull(),
  primaryColor: text('primary_color').notNull(),
  position: text('position', { enum: ['bottom-right', 'bottom-left'] }).notNull(),
  allowedDomains: jsonb('allowed_domains').$type<string[]>().notNull().default([]),
  features: jsonb('features')
    .$type<{
      leadCapture: boolean;
      appointmentBooking: boolean;
      ticketCreation: boolean;
      humanHandoff: boolean;
    }>()
    .notNull(),
  behavior: jsonb('behavior')
    // Rows saved before opening hours and handoff triggers existed have neither key: the mapper
    // reads them as always open and DEFAULT_HANDOFF_TRIGGERS.
    .$type<
      PublicChatbotBehavior & {
        openingHours?: OpeningHours | null;
        handoffTriggers?: HandoffTrigger[];
      }
    >()
    .notNull(),
  /** What the bot says when it is not confident (set by onboarding). */
  fallbackResponse: text('fallback_response'),
  /** One of the onboarding TONES (set by onboarding); null keeps the engine's neutral phrasing. */
  tone: text('tone'),
  /** The onboarding's personality traits, passed to the model's prompt. */
  personalityTraits: jsonb('personality_traits').$type<string[]>().notNull().default([]),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * SPEC §2 "Onboarding wizard": the organization's submitted answers (files by name only), kept so
 * the setup can be shown or redone later. One row per organization; a later submission overwrites.
 */
export const onboardingAnswers = pgTable('onboarding_answers', {
  organizationId: tenantColumn().primaryKey(),
  submittedBy: uuid('submitted_by').references(() => accounts.id, { onDelete: 'set null' }),
  answers: jsonb('answers').$type<Record<string, string | string[] | boolean>>().notNull(),
  submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
});

/** SPEC §3 App user: a visitor who chatted with the widget. */
export const appUsers = pgTable(
  'app_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: tenantColumn(),
    username: text('username').notNull(),
    email: text('email'),
    phonenumber: text('phonenumber'),
    disabled: boolean('disabled').notNull().default(false),
    agreedTerms: boolean('agreed_terms').notNull().default(false),
    /** A member trying the widget from Test Deployment: kept out of Users and every figure. */
    isTest: boolean('is_test').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [index('app_users_org_created_idx').on(table.organizationId, table.createdAt)],
);

/** SPEC §3 Chat session, with what the analytics count. */
export const chatSessions = pgTable(
  'chat_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: tenantColumn(),
    appUserId: uuid('app_user_id')
      .notNull()
      .references(() => appUsers.id, { onDelete: 'cascade' }),
    /** SHA-256 of the visitor token; the token itself is only ever in the visitor's browser. */
    visitorTokenHash: text('visitor_token_hash').notNull(),
    origin: text('origin'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    lastUpdated: timestamp('last_updated', { withTimezone: true }).notNull().defaultNow(),
    /** Set by the first visitor message ("chat initiated"). */
    initiatedAt: timestamp('initiated_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    messageCount: integer('message_count').notNull().default(0),
    lowConfidenceStreak: integer('low_confidence_streak').notNull().default(0),
    /** Started from Test Deployment (its app user is a test too): counted in no figure. */
    isTest: boolean('is_test').notNull().default(false),
    /** Issue 9: with the bot, waiting for a person, or held by `agentAccountId`. */
    handoffState: text('handoff_state', { enum: HANDOFF_STATES }).notNull().default('bot'),
    agentAccountId: uuid('agent_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    /**
     * Issue 21: the visitor's live streams open now (any process), and when one was last seen
     * open (refreshed by a heartbeat, and when the last one closes). Null: never connected live.
     */
    visitorStreams: integer('visitor_streams').notNull().default(0),
    visitorSeenAt: timestamp('visitor_seen_at', { withTimezone: true }),
  },
  (table) => [
    index('chat_sessions_org_started_idx').on(table.organizationId, table.startedAt),
    index('chat_sessions_org_initiated_idx').on(table.organizationId, table.initiatedAt),
    index('chat_sessions_org_ended_idx').on(table.organizationId, table.endedAt),
    index('chat_sessions_org_user_idx').on(
      table.organizationId,
      table.appUserId,
      table.lastUpdated,
    ),
    // The live list: open sessions by recent activity.
    index('chat_sessions_org_open_idx')
      .on(table.organizationId, table.lastUpdated)
      .where(sql`${table.endedAt} is null`),
    // The presence sweep: streams that may have gone silent, and who waits in a queue.
    index('chat_sessions_visitor_streams_idx')
      .on(table.visitorSeenAt)
      .where(sql`${table.visitorStreams} > 0`),
    index('chat_sessions_waiting_idx')
      .on(table.organizationId)
      .where(sql`${table.handoffState} = 'waiting' and ${table.endedAt} is null`),
  ],
);

/** SPEC §3 Chat turn: the visitor's message and the assistant's reply (text or an action). */
export const chatTurns = pgTable(
  'chat_turns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: tenantColumn(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => chatSessions.id, { onDelete: 'cascade' }),
    userText: text('user_text').notNull(),
    assistant: jsonb('assistant').notNull(),
    confidence: real('confidence').notNull(),
    intent: text('intent'),
    matchedEntryId: uuid('matched_entry_id').references(() => knowledgeEntries.id, {
      onDelete: 'set null',
    }),
    feedback: text('feedback', { enum: ['like', 'dislike'] }),
    /** Groups similar visitor questions (chat-engine questionKey) for "Unanswered questions". */
    questionKey: text('question_key'),
    /** The Q&A entry staff wrote for this unanswered question. */
    answeredByEntryId: uuid('answered_by_entry_id').references(() => knowledgeEntries.id, {
      onDelete: 'set null',
    }),
    /** When staff marked this unanswered question not relevant; asking again later lists it anew. */
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('chat_turns_org_session_idx').on(table.organizationId, table.sessionId, table.createdAt),
    index('chat_turns_org_created_idx').on(table.organizationId, table.createdAt),
    index('chat_turns_org_unanswered_idx')
      .on(table.organizationId, table.questionKey, table.createdAt)
      .where(sql`${table.intent} = 'fallback' and ${table.answeredByEntryId} is null`),
  ],
);

/** SPEC §3 Submitted form; status 'True' (processed), 'False' (cancelled) or none (open). */
export const submittedForms = pgTable(
  'submitted_forms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: tenantColumn(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => chatSessions.id, { onDelete: 'cascade' }),
    formId: text('form_id').notNull(),
    category: text('category').notNull(),
    /** The key of the organization's form it was sent with (issue 22); stays when it is renamed. */
    formKey: text('form_key').notNull(),
    formData: jsonb('form_data').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: ['True', 'False'] }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('submitted_forms_org_submitted_idx').on(table.organizationId, table.submittedAt),
    index('submitted_forms_org_session_idx').on(table.organizationId, table.sessionId),
  ],
);

/**
 * The forms an organization offers (issue 22), one row per form in its list order. `definition`
 * holds everything but the key and the position. An organization without rows is shown the lab's
 * five forms (see modules/forms/definition-service.ts).
 */
export const formDefinitions = pgTable(
  'form_definitions',
  {
    organizationId: tenantColumn(),
    key: text('key').notNull(),
    position: integer('position').notNull(),
    definition: jsonb('definition').$type<Omit<FormTemplate, 'key'>>().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.key] })],
);

/**
 * What happened in one UTC hour of an organization, counted when it happens (analytics/
 * activity-hours.ts), so the dashboard and analytics read at most 24 rows a day. Each event counts
 * in the hour of its own time column: see docs/decisions/005-staff-figures.md.
 */
export const activityHours = pgTable(
  'activity_hours',
  {
    organizationId: tenantColumn(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    sessions: integer('sessions').notNull().default(0),
    chatsInitiated: integer('chats_initiated').notNull().default(0),
    messages: integer('messages').notNull().default(0),
    endedChats: integer('ended_chats').notNull().default(0),
    likes: integer('likes').notNull().default(0),
    dislikes: integer('dislikes').notNull().default(0),
    /** Submitted forms by the key of the organization's form (issue 22): `{ "demo_request": 2 }`. */
    forms: jsonb('forms').$type<Record<string, number>>().notNull().default({}),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.hour] })],
);

/**
 * An organization's integration API keys (issue 7). Only a SHA-256 of the whole key is kept, with
 * its prefix and last four characters for the masked view. Regenerating revokes the previous key
 * of the environment; revoked keys stay as a record.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: tenantColumn(),
    environment: text('environment', { enum: API_KEY_ENVIRONMENTS }).notNull(),
    prefix: text('prefix').notNull(),
    last4: text('last4').notNull(),
    keyHash: text('key_hash').notNull(),
    createdBy: uuid('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('api_keys_key_hash_key').on(table.keyHash),
    // At most one live key per environment; also the index the list and regenerate read.
    uniqueIndex('api_keys_org_environment_live_key')
      .on(table.organizationId, table.environment)
      .where(sql`${table.revokedAt} is null`),
  ],
);

/**
 * One row per recipient: the bell of a member (account in an organization). `dedupeKey` makes a
 * notification that must come once (a quota threshold in a month) insert at most once.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: tenantColumn(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    dedupeKey: text('dedupe_key'),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    index('notifications_recipient_created_idx').on(
      table.organizationId,
      table.accountId,
      table.createdAt,
    ),
    index('notifications_recipient_unread_idx')
      .on(table.organizationId, table.accountId)
      .where(sql`${table.readAt} is null`),
    uniqueIndex('notifications_recipient_dedupe_key')
      .on(table.organizationId, table.accountId, table.dedupeKey)
      .where(sql`${table.dedupeKey} is not null`),
  ],
);

/** A week's report is claimed here once per organization, so a restart never sends it twice. */
export const weeklyReports = pgTable(
  'weekly_reports',
  {
    organizationId: tenantColumn(),
    /** The Monday (organization's timezone) the reported week starts on. */
    weekStart: text('week_start').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.weekStart] })],
);

/** A connected integration: a webhook URL (Slack, Teams, Zapier) or a GA measurement id. */
export const integrations = pgTable(
  'integrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: tenantColumn(),
    provider: text('provider', { enum: INTEGRATION_PROVIDERS }).notNull(),
    target: text('target').notNull(),
    /** Zapier's HMAC key; kept readable because every delivery is signed with it. */
    signingSecret: text('signing_secret'),
    connectedBy: uuid('connected_by').references(() => accounts.id, { onDelete: 'set null' }),
    connectedAt: createdAt(),
  },
  (table) => [
    uniqueIndex('integrations_org_provider_key').on(table.organizationId, table.provider),
  ],
);

/** One event sent (or being sent) to one integration; its row is the delivery log. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: tenantColumn(),
    integrationId: uuid('integration_id')
      .notNull()
      .references(() => integrations.id, { onDelete: 'cascade' }),
    event: text('event', { enum: WEBHOOK_EVENTS }).notNull(),
    /** The JSON body to POST (for Zapier without the signature, which is made at send time). */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    test: boolean('test').notNull().default(false),
    status: text('status', { enum: ['pending', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    statusCode: integer('status_code'),
    error: text('error'),
    createdAt: createdAt(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
  },
  (table) => [
    index('webhook_deliveries_integration_created_idx').on(table.integrationId, table.createdAt),
  ],
);

/** One account's vote on a help article or FAQ entry (ids from the help content module). */
export const helpVotes = pgTable(
  'help_votes',
  {
    itemId: text('item_id').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    helpful: boolean('helpful').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.itemId, table.accountId] })],
);

/** A tenant's question to the platform's support; the operator answers it. */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: tenantColumn(),
    createdBy: uuid('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    priority: text('priority', { enum: TICKET_PRIORITIES }).notNull(),
    status: text('status', { enum: TICKET_STATUSES }).notNull().default('open'),
    createdAt: createdAt(),
    lastReplyAt: timestamp('last_reply_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('support_tickets_organization_created_idx').on(table.organizationId, table.createdAt),
    index('support_tickets_status_reply_idx').on(table.status, table.lastReplyAt),
  ],
);

export const ticketMessages = pgTable(
  'ticket_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => accounts.id, { onDelete: 'set null' }),
    fromSupport: boolean('from_support').notNull().default(false),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('ticket_messages_ticket_created_idx').on(table.ticketId, table.createdAt)],
);

/** Issue 9: each time a session was handed to a person, for the queue's waiting time and analytics. */
export const handoffs = pgTable(
  'handoffs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: tenantColumn(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => chatSessions.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: HANDOFF_REASONS }).notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    takenAt: timestamp('taken_at', { withTimezone: true }),
    takenBy: uuid('taken_by').references(() => accounts.id, { onDelete: 'set null' }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** 'bot': handed back; 'ended': a person ended the chat; 'abandoned': the visitor left. */
    outcome: text('outcome', { enum: ['bot', 'ended', 'abandoned'] }),
  },
  (table) => [
    index('handoffs_org_requested_idx').on(table.organizationId, table.requestedAt),
    index('handoffs_session_idx').on(table.sessionId, table.requestedAt),
  ],
);

/**
 * Issue 9: messages outside the bot's turns (the visitor's while a person is awaited or present,
 * the agent's, notices). The serial id orders them and is the stream's resume cursor.
 */
export const liveMessages = pgTable(
  'live_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    organizationId: tenantColumn(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => chatSessions.id, { onDelete: 'cascade' }),
    author: text('author', { enum: ['visitor', 'agent', 'system'] }).notNull(),
    authorAccountId: uuid('author_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    authorName: text('author_name').notNull().default(''),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('live_messages_session_idx').on(table.sessionId, table.id)],
);

/** Issue 9: when a member's live stream was last seen; "online" is within ONLINE_WINDOW_SECONDS. */
export const agentPresence = pgTable(
  'agent_presence',
  {
    organizationId: tenantColumn(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.accountId] })],
);
