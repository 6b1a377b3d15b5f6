import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const positiveInt = z.coerce.number().int().positive();
/** Fractions allowed: tests shorten job timings below a second. */
const positiveSeconds = z.coerce
  .number({ error: 'must be a number of seconds' })
  .positive('must be a number of seconds above 0');

/** Every environment variable the server reads, with its laptop default. The README lists them. */
const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  OTP_TTL_SECONDS: positiveInt.default(60),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Concierge <no-reply@concierge.local>'),
  SEED_DEMO: booleanFlag.default(true),
  RUN_WORKER: booleanFlag.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  UPLOAD_MAX_BYTES: positiveInt.default(20 * 1024 * 1024),
  RATE_LIMIT_WINDOW_SECONDS: positiveInt.default(600),
  RATE_LIMIT_AUTH_PER_IP: positiveInt.default(60),
  RATE_LIMIT_AUTH_PER_EMAIL: positiveInt.default(10),
  RATE_LIMIT_CODE_GUESSES_PER_ACCOUNT: positiveInt.default(10),
  SIGN_IN_FAILURES_BEFORE_CODE: positiveInt.default(5),
  RATE_LIMIT_WIDGET_CHATS_PER_IP: positiveInt.default(300),
  RATE_LIMIT_WIDGET_MESSAGES_PER_IP: positiveInt.default(3000),
  RATE_LIMIT_WIDGET_CHATS_PER_BOT: positiveInt.default(300),
  TRUST_PROXY: booleanFlag.default(false),
  CRAWL_MAX_PAGES: positiveInt.default(200),
  CRAWLER_ALLOW_PRIVATE_NETWORKS: booleanFlag.default(false),
  JOB_CONCURRENCY: positiveInt.default(4),
  JOB_RETRY_BASE_SECONDS: positiveSeconds.default(5),
  JOB_LEASE_SECONDS: positiveSeconds.default(60),
  LLM_BASE_URL: z.url().optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).optional(),
  EMBEDDINGS_BASE_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' })
    .optional(),
  EMBEDDINGS_API_KEY: z.string().min(1).optional(),
  EMBEDDINGS_MODEL: z.string().min(1).optional(),
});

/** How long jobs wait between tries and how long a running job's claim lasts without a heartbeat. */
export interface JobTiming {
  /** The first retry waits this long; each later one twice the one before (capped at an hour). */
  retryBaseSeconds: number;
  /**
   * A running job's lock is renewed every third of this; a lock older than this belongs to a
   * worker that died (kill -9, lost machine), and another worker takes the job over.
   */
  leaseSeconds: number;
}

/** How many tries a window allows (docs/decisions/014-account-safety-and-fair-limits.md). */
export interface RateLimits {
  /** The window of the auth and widget limits below, unless one names its own. */
  windowSeconds: number;
  /** Attempts per auth action and client address. */
  authPerIp: number;
  /** Attempts per auth action and account (e-mail). */
  authPerEmail: number;
  /** Wrong one-time codes an account may see in an hour, whichever code they were meant for. */
  codeGuessesPerAccount: number;
  /**
   * Wrong passwords in a day from one address after which signing in to the account from there
   * also takes an e-mailed code (from any address after four times as many).
   */
  signInFailuresBeforeCode: number;
  /** New widget chats per client address (many people may share one address). */
  widgetChatsPerIp: number;
  /** Widget messages per client address. */
  widgetMessagesPerIp: number;
  /** New chats a bot starts per hour, at least (a large monthly plan raises it). */
  widgetChatsPerBot: number;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Unset means: generate once and keep it in DATA_DIR (see platform/secrets.ts). */
  jwtSecret: string | undefined;
  otpTtlSeconds: number;
  otpResendCooldownSeconds: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  seedDemo: boolean;
  runWorker: boolean;
  logLevel: string;
  /** pretty: one readable line per request, for a person at a terminal; json: for log shippers. */
  logFormat: 'pretty' | 'json';
  uploadMaxBytes: number;
  rateLimit: RateLimits;
  trustProxy: boolean;
  crawler: { maxPages: number; allowPrivateNetworks: boolean };
  jobConcurrency: number;
  jobTiming: JobTiming;
  /** An OpenAI-compatible model that phrases grounded answers; null: extractive answers. */
  llm: { baseUrl: string; apiKey: string; model: string } | null;
  /** An OpenAI-compatible embeddings service; null: the sentence encoder in node_modules. */
  embeddings: { baseUrl: string; apiKey: string; model: string } | null;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

/** Parses the environment once; lists every bad variable in one error. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(environment).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = environmentSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    otpTtlSeconds: e.OTP_TTL_SECONDS,
    otpResendCooldownSeconds: 60,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    seedDemo: e.SEED_DEMO,
    runWorker: e.RUN_WORKER,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? (e.NODE_ENV === 'development' ? 'pretty' : 'json'),
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    rateLimit: {
      windowSeconds: e.RATE_LIMIT_WINDOW_SECONDS,
      authPerIp: e.RATE_LIMIT_AUTH_PER_IP,
      authPerEmail: e.RATE_LIMIT_AUTH_PER_EMAIL,
      codeGuessesPerAccount: e.RATE_LIMIT_CODE_GUESSES_PER_ACCOUNT,
      signInFailuresBeforeCode: e.SIGN_IN_FAILURES_BEFORE_CODE,
      widgetChatsPerIp: e.RATE_LIMIT_WIDGET_CHATS_PER_IP,
      widgetMessagesPerIp: e.RATE_LIMIT_WIDGET_MESSAGES_PER_IP,
      widgetChatsPerBot: e.RATE_LIMIT_WIDGET_CHATS_PER_BOT,
    },
    trustProxy: e.TRUST_PROXY,
    crawler: {
      maxPages: e.CRAWL_MAX_PAGES,
      allowPrivateNetworks: e.CRAWLER_ALLOW_PRIVATE_NETWORKS,
    },
    jobConcurrency: e.JOB_CONCURRENCY,
    jobTiming: { retryBaseSeconds: e.JOB_RETRY_BASE_SECONDS, leaseSeconds: e.JOB_LEASE_SECONDS },
    llm:
      e.LLM_BASE_URL && e.LLM_MODEL
        ? { baseUrl: e.LLM_BASE_URL, apiKey: e.LLM_API_KEY ?? '', model: e.LLM_MODEL }
        : null,
    embeddings:
      e.EMBEDDINGS_BASE_URL && e.EMBEDDINGS_MODEL
        ? {
            baseUrl: e.EMBEDDINGS_BASE_URL,
            apiKey: e.EMBEDDINGS_API_KEY ?? '',
            model: e.EMBEDDINGS_MODEL,
          }
        : null,
  };
}
