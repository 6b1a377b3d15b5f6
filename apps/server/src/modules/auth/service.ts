import {
  authMessages,
  operatorMessages,
  type AuthSession,
  type ChangePasswordInput,
  type CodeTimers,
  type ResetPasswordInput,
  type SignupRequest,
  type UserInfo,
  type UserInfoUpdate,
  type VerifyOtpInput,
} from '@concierge/shared';
import { isUniqueViolation } from '../../db/errors.js';
import type { Account, Session } from '../../platform/auth-guard.js';
import type { AppContext } from '../../platform/context.js';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../../platform/errors.js';
import { enqueueJob } from '../../platform/jobs/queue.js';
import { passwordResetCodeMail, verificationCodeMail } from '../../platform/mail/templates.js';
import { SEND_MAIL_JOB } from '../../platform/mail/send-mail-job.js';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../platform/passwords.js';
import { enforceRateLimits } from '../../platform/rate-limit.js';
import type { Tenant } from '../../platform/tenancy.js';
import {
  deleteCode,
  invalidCode,
  issueCode,
  matchCode,
  type CodePurpose,
} from './one-time-codes.js';
import * as queries from './queries.js';
import { toSessionUser, toUserInfo, type SessionUser } from './session-payload.js';

/** Days of the trial plan a new organization starts on. */
export const TRIAL_DAYS = 14;
/** After a reset code is verified, the new password must be set within this window. */
const RESET_WINDOW_SECONDS = 15 * 60;

const normaliseEmail = (email: string) => email.trim().toLowerCase();

export class AuthService {
  constructor(private readonly ctx: AppContext) {}

  async signup(input: SignupRequest, ip: string): Promise<{ email: string }> {
    const email = normaliseEmail(input.email);
    await this.limitAttempts('signup', ip, email);
    const passwordHash = await hashPassword(input.password);
    try {
      await this.ctx.db.transaction(async (tx) => {
        const account = await queries.createAccountWithOrganization(
          tx,
          { name: input.name, email, passwordHash, organizationName: input.organizationName },
          TRIAL_DAYS,
        );
        await this.sendCode(tx, account, 'verify_email', true);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(authMessages.emailTaken);
      throw error;
    }
    return { email };
  }

  async verifyEmail(input: VerifyOtpInput): Promise<AuthSession> {
    const email = normaliseEmail(input.email);
    const account = await this.ctx.db.transaction(async (tx) => {
      const code = await matchCode(tx, this.ctx.codeSecret, email, 'verify_email', input.otp);
      const found = code && (await queries.findAccountByEmail(tx, email));
      if (!found) return null;
      await deleteCode(tx, email, 'verify_email');
      return queries.markEmailVerified(tx, found.id);
    });
    if (!account) throw invalidCode();
    return this.startSession(account);
  }

  async login(emailInput: string, password: string, ip: string): Promise<AuthSession> {
    const email = normaliseEmail(emailInput);
    await this.limitAttempts('login', ip, email);
    const account = await queries.findAccountByEmail(this.ctx.db, email);
    if (!account) {
      await burnPasswordCheck(password);
      throw unauthorized(authMessages.invalidCredentials);
    }
    if (!(await verifyPassword(account.passwordHash, password))) {
      throw unauthorized(authMessages.invalidCredentials);
    }
    if (!account.emailVerified) throw forbidden(authMessages.emailNotVerified);
    if (
      account.platformRole !== 'operator' &&
      (await queries.isOnlyInSuspendedOrganizations(this.ctx.db, account.id))
    ) {
      throw forbidden(operatorMessages.tenantSuspended);
    }
    await queries.touchLogin(this.ctx.db, account.id);
    return this.startSession(account);
  }

  async resendVerification(emailInput: string, ip: string): Promise<CodeTimers> {
    const email = normaliseEmail(emailInput);
    await this.limitAttempts('resend', ip, email);
    const account = await this.requireAccount(email);
    if (account.emailVerified) throw badRequest(authMessages.alreadyVerified);
    await this.sendCode(this.ctx.db, account, 'verify_email');
    return this.codeTimers();
  }

  async forgotPassword(emailInput: string, ip: string): Promise<CodeTimers> {
    const email = normaliseEmail(emailInput);
    await this.limitAttempts('forgot', ip, email);
    const account = await this.requireAccount(email);
    await this.sendCode(this.ctx.db, account, 'reset_password');
    return this.codeTimers();
  }

  async verifyResetCode(input: VerifyOtpInput): Promise<{ email: string }> {
    const email = normaliseEmail(input.email);
    const verified = await this.ctx.db.transaction(async (tx) => {
      const code = await matchCode(tx, this.ctx.codeSecret, email, 'reset_password', input.otp);
      if (!code) return false;
      await queries.markResetCodeVerified(tx, code.id);
      return true;
    });
    if (!verified) throw invalidCode();
    return { email };
  }

  async resetPassword(input: ResetPasswordInput): Promise<void> {
    const email = normaliseEmail(input.email);
    const passwordHash = await hashPassword(input.password);
    const done = await this.ctx.db.transaction(async (tx) => {
      const account = await queries.findAccountByEmail(tx, email);
      const verified = await queries.hasVerifiedResetCode(tx, email, RESET_WINDOW_SECONDS);
      if (!account || !verified) return false;
      await deleteCode(tx, email, 'reset_password');
      // Reading the code from the mailbox proves the address, so it counts as verified too.
      await queries.replacePassword(tx, account.id, passwordHash, true);
      return true;
    });
    if (!done) throw badRequest(authMessages.resetNotVerified);
  }

  async changePassword(session: Session, input: ChangePasswordInput): Promise<{ token: string }> {
    const { account } = session;
    if (!(await verifyPassword(account.passwordHash, input.current_password))) {
      throw badRequest(authMessages.currentPasswordIncorrect);
    }
    const updated = await queries.replacePassword(
      this.ctx.db,
      account.id,
      await hashPassword(input.new_password),
    );
    return { token: await this.ctx.tokens.sign(updated.id, updated.tokenVersion) };
  }

  async logout(session: Session): Promise<void> {
    await queries.revokeToken(this.ctx.db, session.claims.jti, session.claims.expiresAt);
  }

  async currentUser(session: Session): Promise<SessionUser> {
    const organization = await queries.findPrimaryOrganization(this.ctx.db, session.account.id);
    return toSessionUser(session.account, organization);
  }

  async userInfo(session: Session, tenant: Tenant | null): Promise<UserInfo> {
    const organization = tenant
      ? await queries.findOrganization(this.ctx.db, tenant.organizationId)
      : null;
    return toUserInfo(session.account, organization);
  }

  async updateUserInfo(
    session: Session,
    tenant: Tenant | null,
    input: UserInfoUpdate,
  ): Promise<UserInfo> {
    const account = await queries.updateProfile(this.ctx.db, session.account.id, {
      name: input.full_name,
      phoneNumber: input.phone_number ?? '',
      timezone: input.timezone,
    });
    return this.userInfo({ ...session, account }, tenant);
  }

  /** What login answers: a token and the session user (also after accepting an invitation). */
  async startSession(account: Account): Promise<AuthSession> {
    const organization = await queries.findPrimaryOrganization(this.ctx.db, account.id);
    const token = await this.ctx.tokens.sign(account.id, account.tokenVersion);
    return { token, ...toSessionUser(account, organization) };
  }

  private async requireAccount(email: string): Promise<Account> {
    const account = await queries.findAccountByEmail(this.ctx.db, email);
    if (!account) throw notFound(authMessages.userNotFound);
    return account;
  }

  private async sendCode(
    db: Parameters<typeof issueCode>[0],
    account: Account,
    purpose: CodePurpose,
    force = false,
  ): Promise<void> {
    const { otpTtlSeconds, otpResendCooldownSeconds } = this.ctx.config;
    const code = await issueCode(
      db,
      this.ctx.codeSecret,
      account.email,
      purpose,
      { ttlSeconds: otpTtlSeconds, cooldownSeconds: otpResendCooldownSeconds },
      force,
    );
    const mail = purpose === 'verify_email' ? verificationCodeMail : passwordResetCodeMail;
    const message = mail({
      to: account.email,
      name: account.name,
      code,
      minutesValid: Math.max(1, Math.round(otpTtlSeconds / 60)),
    });
    await enqueueJob(db, { type: SEND_MAIL_JOB, payload: { ...message } });
    this.ctx.worker.kick();
  }

  private codeTimers(): CodeTimers {
    return {
      expiresInSeconds: this.ctx.config.otpTtlSeconds,
      resendAfterSeconds: this.ctx.config.otpResendCooldownSeconds,
    };
  }

  private async limitAttempts(action: string, ip: string, email: string): Promise<void> {
    const { windowSeconds, authPerIp, authPerEmail } = this.ctx.config.rateLimit;
    await enforceRateLimits(this.ctx.db, windowSeconds, [
      { key: `${action}:ip:${ip}`, limit: authPerIp },
      { key: `${action}:email:${email}`, limit: authPerEmail },
    ]);
  }
}
