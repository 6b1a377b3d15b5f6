import type { CodeTimers } from '@concierge/shared';
import type { Config } from '../../config.js';
import type { Executor, Transaction } from '../../db/client.js';
import type { Account } from '../../platform/auth-guard.js';
import type { AppContext } from '../../platform/context.js';
import type { AppError } from '../../platform/errors.js';
import { enqueueJob } from '../../platform/jobs/queue.js';
import {
  passwordResetCodeMail,
  signInCodeMail,
  verificationCodeMail,
} from '../../platform/mail/templates.js';
import { SEND_MAIL_JOB } from '../../platform/mail/send-mail-job.js';
import { countHit, requireUnderLimit } from '../../platform/rate-limit.js';
import { wrongCodeLimit } from './attempt-limits.js';
import {
  invalidCode,
  issueCode,
  matchCode,
  type CodePurpose,
  type IssueWhen,
} from './one-time-codes.js';

/**
 * A sign-in code lives longer than SPEC's 60-second screen codes: it arrives while the person is
 * on the sign-in form, maybe after a few tries, and goes with the password, not alone.
 */
export const SIGN_IN_CODE_TTL_SECONDS = 10 * 60;

/** `data` of resend-otp and forgot-password: the code's lifetime and the resend cooldown. */
export function codeTimers(config: Config): CodeTimers {
  return {
    expiresInSeconds: config.otpTtlSeconds,
    resendAfterSeconds: config.otpResendCooldownSeconds,
  };
}

const mailOf = {
  verify_email: verificationCodeMail,
  reset_password: passwordResetCodeMail,
  sign_in: signInCodeMail,
} as const;

const ttlOf = (ctx: AppContext, purpose: CodePurpose) =>
  purpose === 'sign_in' ? SIGN_IN_CODE_TTL_SECONDS : ctx.config.otpTtlSeconds;

/**
 * Issues the account's code for `purpose` (see IssueWhen) and queues its mail; false when a live
 * code stays instead ('if-none-live').
 */
export async function sendCode(
  ctx: AppContext,
  db: Executor,
  account: Account,
  purpose: CodePurpose,
  when: IssueWhen = 'after-cooldown',
): Promise<boolean> {
  const ttlSeconds = ttlOf(ctx, purpose);
  const code = await issueCode(
    db,
    ctx.codeSecret,
    account.email,
    purpose,
    { ttlSeconds, cooldownSeconds: ctx.config.otpResendCooldownSeconds },
    when,
  );
  if (code === null) return false;
  const message = mailOf[purpose]({
    to: account.email,
    name: account.name,
    code,
    minutesValid: Math.max(1, Math.round(ttlSeconds / 60)),
  });
  await enqueueJob(db, { type: SEND_MAIL_JOB, payload: { ...message } });
  ctx.worker.kick();
  return true;
}

/**
 * Checks `otp` against the live code of (email, purpose) and, when it matches, runs `onMatch` in
 * the same transaction; otherwise throws `refusal` (Invalid verification code). A wrong code counts
 * against the account's wrong codes of that purpose; once they are used up (429) no code is checked
 * until the hour ends, however many new codes were sent.
 */
export async function proveCode<T>(
  ctx: AppContext,
  email: string,
  purpose: CodePurpose,
  otp: string,
  onMatch: (tx: Transaction) => Promise<T>,
  refusal: () => AppError = invalidCode,
): Promise<T> {
  const wrongCodes = wrongCodeLimit(ctx.config.rateLimit, email, purpose);
  await requireUnderLimit(ctx.db, wrongCodes);
  const proven = await ctx.db.transaction(async (tx) => {
    const code = await matchCode(tx, ctx.codeSecret, email, purpose, otp);
    return code ? { value: await onMatch(tx) } : null;
  });
  if (!proven) {
    await countHit(ctx.db, wrongCodes);
    throw refusal();
  }
  return proven.value;
}
