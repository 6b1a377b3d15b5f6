import {
  authMessages,
  operatorMessages,
  type AuthSession,
  type ChangePasswordInput,
  type CodeTimers,
  type LoginInput,
  type SignInCodeRequired,
  type SignupRequest,
  type UserInfo,
  type UserInfoUpdate,
  type VerifyOtpInput,
} from '@concierge/shared';
import { isUniqueViolation } from '../../db/errors.js';
import type { Account, Session } from '../../platform/auth-guard.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, badRequest, conflict, forbidden, unauthorized } from '../../platform/errors.js';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../platform/passwords.js';
import { clearRateLimit, countHit, hitsOf, requireUnderLimit } from '../../platform/rate-limit.js';
import type { Tenant } from '../../platform/tenancy.js';
import { normaliseEmail, requireAccount } from './account-by-email.js';
import {
  limitAttempts,
  signInCodeMailLimit,
  wrongCodeLimit,
  wrongCurrentPasswordLimit,
  wrongPasswordsFromAddress,
  wrongPasswordsOfAccount,
} from './attempt-limits.js';
import { codeTimers, proveCode, sendCode } from './mailed-codes.js';
import { deleteCode, invalidCode } from './one-time-codes.js';
import * as queries from './queries.js';
import { toSessionUser, toUserInfo, type SessionUser } from './session-payload.js';

/** Days of the trial plan a new organization starts on. */
export const TRIAL_DAYS = 14;

const signInCodeRequired = () =>
  new AppError(401, authMessages.signInCodeRequired, {
    codeRequired: true,
  } satisfies SignInCodeRequired);

export class AuthService {
  constructor(private readonly ctx: AppContext) {}

  async signup(input: SignupRequest, ip: string): Promise<{ email: string }> {
    const email = normaliseEmail(input.email);
    await limitAttempts(this.ctx, 'signup', ip, email);
    const passwordHash = await hashPassword(input.password);
    try {
      await this.ctx.db.transaction(async (tx) => {
        const account = await queries.createAccountWithOrganization(
          tx,
          { name: input.name, email, passwordHash, organizationName: input.organizationName },
          TRIAL_DAYS,
        );
        await sendCode(this.ctx, tx, account, 'verify_email', 'always');
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(authMessages.emailTaken);
      throw error;
    }
    return { email };
  }

  async verifyEmail(input: VerifyOtpInput, ip: string): Promise<AuthSession> {
    const email = normaliseEmail(input.email);
    await limitAttempts(this.ctx, 'verify-email', ip);
    const account = await proveCode(this.ctx, email, 'verify_email', input.otp, async (tx) => {
      const found = await queries.findAccountByEmail(tx, email);
      if (!found) return null;
      await deleteCode(tx, email, 'verify_email');
      return queries.markEmailVerified(tx, found.id);
    });
    if (!account) throw invalidCode();
    return this.startSession(account);
  }

  /**
   * After repeated wrong passwords the account is not locked: signing in then also takes the code
   * mailed to it. Without a code the password is not even checked, and with one a wrong password
   * and a wrong code answer alike, so a guesser learns nothing the owner's inbox does not hold.
   */
  async login(input: LoginInput, ip: string): Promise<AuthSession> {
    const email = normaliseEmail(input.email);
    const { db, config } = this.ctx;
    await limitAttempts(this.ctx, 'login', ip);
    const fromAddress = wrongPasswordsFromAddress(config.rateLimit, email, ip);
    const ofAccount = wrongPasswordsOfAccount(config.rateLimit, email);
    const failuresHere = await hitsOf(db, fromAddress.key);
    const needsCode =
      failuresHere >= fromAddress.limit || (await hitsOf(db, ofAccount.key)) >= ofAccount.limit;
    if (needsCode) {
      if (!input.otp) {
        await this.mailSignInCode(email);
        throw signInCodeRequired();
      }
      await requireUnderLimit(db, wrongCodeLimit(config.rateLimit, email, 'sign_in'));
    }
    const refusal = () =>
      unauthorized(
        needsCode ? authMessages.invalidCredentialsOrCode : authMessages.invalidCredentials,
      );

    const account = await this.accountWithPassword(email, input.password);
    if (!account) {
      await countHit(db, fromAddress);
      await countHit(db, ofAccount);
      throw refusal();
    }
    if (needsCode && input.otp) {
      await proveCode(
        this.ctx,
        email,
        'sign_in',
        input.otp,
        (tx) => deleteCode(tx, email, 'sign_in'),
        refusal,
      );
    }
    if (!account.emailVerified) throw forbidden(authMessages.emailNotVerified);
    if (
      account.platformRole !== 'operator' &&
      (await queries.isOnlyInSuspendedOrganizations(db, account.id))
    ) {
      throw forbidden(operatorMessages.tenantSuspended);
    }
    // The address starts afresh; the account's count only once the mailed code proved its owner.
    if (failuresHere > 0) await clearRateLimit(db, fromAddress.key);
    if (needsCode) await clearRateLimit(db, ofAccount.key);
    await queries.touchLogin(db, account.id);
    return this.startSession(account);
  }

  async resendVerification(emailInput: string, ip: string): Promise<CodeTimers> {
    const email = normaliseEmail(emailInput);
    await limitAttempts(this.ctx, 'resend', ip, email);
    const account = await requireAccount(this.ctx.db, email);
    if (account.emailVerified) throw badRequest(authMessages.alreadyVerified);
    await sendCode(this.ctx, this.ctx.db, account, 'verify_email');
    return codeTimers(this.ctx.config);
  }

  async changePassword(
    session: Session,
    input: ChangePasswordInput,
    ip: string,
  ): Promise<{ token: string }> {
    const { account } = session;
    await limitAttempts(this.ctx, 'change-password', ip);
    const wrongPasswords = wrongCurrentPasswordLimit(this.ctx.config.rateLimit, account.id);
    await requireUnderLimit(this.ctx.db, wrongPasswords);
    if (!(await verifyPassword(account.passwordHash, input.current_password))) {
      await countHit(this.ctx.db, wrongPasswords);
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

  /** The account, when the password is its own; as slow for an unknown e-mail as for a known one. */
  private async accountWithPassword(email: string, password: string): Promise<Account | null> {
    const account = await queries.findAccountByEmail(this.ctx.db, email);
    if (!account) {
      await burnPasswordCheck(password);
      return null;
    }
    return (await verifyPassword(account.passwordHash, password)) ? account : null;
  }

  /**
   * Mails a sign-in code unless a live one is on its way (so a guesser cannot replace the owner's),
   * at most a few an hour; an unknown e-mail gets the same answer and no mail.
   */
  private async mailSignInCode(email: string): Promise<void> {
    const account = await queries.findAccountByEmail(this.ctx.db, email);
    const mails = signInCodeMailLimit(email);
    if (!account || (await hitsOf(this.ctx.db, mails.key)) >= mails.limit) return;
    if (await sendCode(this.ctx, this.ctx.db, account, 'sign_in', 'if-none-live')) {
      await countHit(this.ctx.db, mails);
    }
  }
}
