import { authMessages } from '@concierge/shared';
import type { Executor } from '../../db/client.js';
import type { Account } from '../../platform/auth-guard.js';
import { notFound } from '../../platform/errors.js';
import { findAccountByEmail } from './queries.js';

/** E-mail addresses are compared trimmed and lower-cased (SPEC §5: trimmed before sending). */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** The account of an e-mail; resend and forgot-password answer 404 'User not found' (SPEC §8). */
export async function requireAccount(db: Executor, email: string): Promise<Account> {
  const account = await findAccountByEmail(db, email);
  if (!account) throw notFound(authMessages.userNotFound);
  return account;
}
