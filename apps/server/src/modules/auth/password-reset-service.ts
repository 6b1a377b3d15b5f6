import { createHash, randomBytes } from 'node:crypto';
import {
  authMessages,
  type CodeTimers,
  type ResetCodeVerified,
  type ResetPasswordInput,
  type VerifyOtpInput,
} from '@concierge/shared';
import type { AppContext } from '../../platform/context.js';
import { badRequest } from '../../platform/errors.js';
import { hashPassword } from '../../platform/passwords.js';
import { clearRateLimit } from '../../platform/rate-limit.js';
import { normaliseEmail, requireAccount } from './account-by-email.js';
import {
  limitAttempts,
  wrongPasswordsFromAddress,
  wrongPasswordsOfAccount,
} from './attempt-limits.js';
import { codeTimers, proveCode, sendCode } from './mailed-codes.js';
import { deleteCode, invalidCode } from './one-time-codes.js';
import * as queries from './queries.js';

/** After a reset code is verified, the new password must be set with its token within this window. */
const RESET_TOKEN_TTL_SECONDS = 15 * 60;

const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Forgot password → mailed code → reset token → new password (docs/decisions/014): the token the
 * verified code answers is the only way to set the password, once.
 */
export class PasswordResetService {
  constructor(private readonly ctx: AppContext) {}

  /** A new reset code voids the reset token of an earlier one. */
  async forgotPassword(emailInput: string, ip: string): Promise<CodeTimers> {
    const email = normaliseEmail(emailInput);
    await limitAttempts(this.ctx, 'forgot', ip, email);
    const account = await requireAccount(this.ctx.db, email);
    await this.ctx.db.transaction(async (tx) => {
      await sendCode(this.ctx, tx, account, 'reset_password');
      await queries.deleteResetToken(tx, account.id);
    });
    return codeTimers(this.ctx.config);
  }

  /** The code proves the mailbox; what it answers, a single-use token, proves it to reset-password. */
  async verifyResetCode(input: VerifyOtpInput, ip: string): Promise<ResetCodeVerified> {
    const email = normaliseEmail(input.email);
    await limitAttempts(this.ctx, 'verify-reset', ip);
    const token = randomBytes(32).toString('base64url');
    const stored = await proveCode(this.ctx, email, 'reset_password', input.otp, async (tx) => {
      const account = await queries.findAccountByEmail(tx, email);
      if (!account) return false;
      await deleteCode(tx, email, 'reset_password');
      await queries.storeResetToken(tx, account.id, hashResetToken(token), RESET_TOKEN_TTL_SECONDS);
      return true;
    });
    if (!stored) throw invalidCode();
    return { email, reset_token: token };
  }

  /**
   * Only the token of a verified code sets the password, once. Wrong tokens are counted per address
   * and account (429 past the limit); a live token always works, so a flood of guesses for the
   * same e-mail cannot keep its owner from resetting.
   */
  async resetPassword(input: ResetPasswordInput, ip: string): Promise<void> {
    const email = normaliseEmail(input.email);
    const tokenHash = hashResetToken(input.reset_token ?? '');
    const account = await queries.findAccountByEmail(this.ctx.db, email);
    const live =
      account && input.reset_token
        ? await queries.isLiveResetToken(this.ctx.db, account.id, tokenHash)
        : false;
    if (!account || !live) {
      await limitAttempts(this.ctx, 'reset', ip, email);
      throw badRequest(authMessages.resetNotVerified);
    }
    const passwordHash = await hashPassword(input.password);
    const limits = this.ctx.config.rateLimit;
    const done = await this.ctx.db.transaction(async (tx) => {
      if (!(await queries.consumeResetToken(tx, account.id, tokenHash))) return false;
      await deleteCode(tx, email, 'reset_password');
      await deleteCode(tx, email, 'sign_in');
      // The mailbox is proven: the account's wrong passwords, and this address's, start afresh.
      await clearRateLimit(tx, wrongPasswordsOfAccount(limits, email).key);
      await clearRateLimit(tx, wrongPasswordsFromAddress(limits, email, ip).key);
      // Reading the code from the mailbox proves the address, so it counts as verified too.
      await queries.replacePassword(tx, account.id, passwordHash, true);
      return true;
    });
    if (!done) throw badRequest(authMessages.resetNotVerified);
  }
}
