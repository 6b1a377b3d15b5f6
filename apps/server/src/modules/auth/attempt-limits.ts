import { limitMessages } from '@concierge/shared';
import type { RateLimits } from '../../config.js';
import type { AppContext } from '../../platform/context.js';
import { enforceRateLimits, type RateLimit } from '../../platform/rate-limit.js';
import type { CodePurpose } from './one-time-codes.js';

/** Every call of the auth screens (and the invitation link) that a guesser could repeat. */
export type AuthAction =
  | 'login'
  | 'signup'
  | 'verify-email'
  | 'verify-reset'
  | 'resend'
  | 'forgot'
  | 'reset'
  | 'change-password'
  | 'invitation';

/** What a 429 says was counted: "Too many {what} from your network…". */
const counted: Record<AuthAction, string> = {
  login: 'sign-in attempts',
  signup: 'sign-ups',
  'verify-email': 'code attempts',
  'verify-reset': 'code attempts',
  resend: 'code requests',
  forgot: 'password reset requests',
  reset: 'password reset attempts',
  'change-password': 'password changes',
  invitation: 'invitation attempts',
};

const HOUR = 3600;
const DAY = 24 * HOUR;

/** Tries of one action from one client address (an office shares one). */
export function addressLimit(limits: RateLimits, action: AuthAction, ip: string): RateLimit {
  return {
    key: `${action}:ip:${ip}`,
    limit: limits.authPerIp,
    windowSeconds: limits.windowSeconds,
    message: limitMessages.fromNetwork(counted[action]),
  };
}

/** Tries of one action on one account, named by its e-mail (or its id once signed in). */
export function accountLimit(limits: RateLimits, action: AuthAction, account: string): RateLimit {
  return {
    key: `${action}:account:${account}`,
    limit: limits.authPerEmail,
    windowSeconds: limits.windowSeconds,
    message: limitMessages.forAccount(counted[action]),
  };
}

/**
 * Wrong one-time codes of one purpose on an account over an hour: a new code starts its own five
 * tries, but not a new count here, so resending does not buy more guesses. Counted per purpose, so
 * that guessing reset codes cannot block the owner's sign-in code.
 */
export function wrongCodeLimit(limits: RateLimits, email: string, purpose: CodePurpose): RateLimit {
  return {
    key: `wrong-code:${purpose}:account:${email}`,
    limit: limits.codeGuessesPerAccount,
    windowSeconds: HOUR,
    message: limitMessages.forAccount('wrong codes'),
  };
}

/**
 * Wrong passwords of an account over a day, after which signing in to it also takes a code mailed
 * to it instead of refusing the owner (docs/decisions/014): from one address after
 * SIGN_IN_FAILURES_BEFORE_CODE of them there, so that an attack from a few addresses leaves the
 * owner's own alone; from every address after four times as many anywhere, a botnet's attack.
 */
export function wrongPasswordsFromAddress(
  limits: RateLimits,
  email: string,
  ip: string,
): RateLimit {
  return {
    key: `wrong-password:account:${email}:ip:${ip}`,
    limit: limits.signInFailuresBeforeCode,
    windowSeconds: DAY,
    message: limitMessages.forAccount('wrong passwords'),
  };
}

export function wrongPasswordsOfAccount(limits: RateLimits, email: string): RateLimit {
  return {
    key: `wrong-password:account:${email}`,
    limit: 4 * limits.signInFailuresBeforeCode,
    windowSeconds: DAY,
    message: limitMessages.forAccount('wrong passwords'),
  };
}

/** Wrong current passwords given to change-password by one signed-in account. */
export function wrongCurrentPasswordLimit(limits: RateLimits, accountId: string): RateLimit {
  return {
    key: `wrong-current-password:account:${accountId}`,
    limit: limits.authPerEmail,
    windowSeconds: limits.windowSeconds,
    message: limitMessages.forAccount('wrong passwords'),
  };
}

/** Sign-in codes mailed to one account in an hour: an attacker cannot flood the owner's inbox. */
export function signInCodeMailLimit(email: string): RateLimit {
  return {
    key: `sign-in-code-mail:account:${email}`,
    limit: 5,
    windowSeconds: HOUR,
    message: limitMessages.forAccount('code requests'),
  };
}

/** Counts a call per client address and, given one, per account (429 past either limit). */
export async function limitAttempts(
  ctx: AppContext,
  action: AuthAction,
  ip: string,
  account?: string,
): Promise<void> {
  const limits = ctx.config.rateLimit;
  await enforceRateLimits(ctx.db, [
    addressLimit(limits, action, ip),
    ...(account === undefined ? [] : [accountLimit(limits, action, account)]),
  ]);
}
