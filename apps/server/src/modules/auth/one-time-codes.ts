import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { authMessages, resendCooldownMessage } from '@concierge/shared';
import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';
import { oneTimeCodes } from '../../db/schema.js';
import { badRequest, tooManyRequests } from '../../platform/errors.js';

export const invalidCode = () => badRequest(authMessages.invalidCode);

export type CodePurpose = (typeof oneTimeCodes.$inferSelect)['purpose'];

/** SPEC: five wrong tries end a code. */
export const MAX_FAILED_ATTEMPTS = 5;

export interface CodeTiming {
  ttlSeconds: number;
  cooldownSeconds: number;
}

export function hashCode(secret: string, code: string): string {
  return createHmac('sha256', secret).update(code).digest('hex');
}

/** Six digits from a cryptographically secure source. */
export function generateCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/**
 * When a new code replaces the live one: 'always'; 'after-cooldown' (a code issued less than the
 * cooldown ago stays, and the caller is told how long to wait: 429); 'if-none-live' (a live code
 * stays, and no new code is issued).
 */
export type IssueWhen = 'always' | 'after-cooldown' | 'if-none-live';

/** Replaces the live code of (email, purpose) with a new one and returns it (null: none issued). */
export async function issueCode(
  db: Executor,
  secret: string,
  email: string,
  purpose: CodePurpose,
  timing: CodeTiming,
  when: IssueWhen = 'after-cooldown',
): Promise<string | null> {
  const code = generateCode();
  const codeHash = hashCode(secret, code);
  const replaceable = {
    always: sql`true`,
    'after-cooldown': sql`${oneTimeCodes.createdAt} <= now() - make_interval(secs => ${timing.cooldownSeconds})`,
    'if-none-live': sql`(${oneTimeCodes.expiresAt} <= now() OR ${oneTimeCodes.failedAttempts} >= ${MAX_FAILED_ATTEMPTS})`,
  }[when];
  const issued = await db
    .insert(oneTimeCodes)
    .values({
      email,
      purpose,
      codeHash,
      expiresAt: sql`now() + make_interval(secs => ${timing.ttlSeconds})`,
    })
    .onConflictDoUpdate({
      target: [oneTimeCodes.email, oneTimeCodes.purpose],
      set: {
        codeHash,
        failedAttempts: 0,
        createdAt: sql`now()`,
        expiresAt: sql`now() + make_interval(secs => ${timing.ttlSeconds})`,
      },
      setWhere: replaceable,
    })
    .returning({ id: oneTimeCodes.id });
  if (issued.length > 0) return code;
  if (when === 'if-none-live') return null;

  const [wait] = await queryRows<{ seconds: number }>(
    db,
    sql`SELECT greatest(1, ceil(extract(epoch FROM created_at + make_interval(secs => ${timing.cooldownSeconds}) - now())))::int AS seconds
        FROM one_time_codes WHERE email = ${email} AND purpose = ${purpose}`,
  );
  const seconds = wait?.seconds ?? timing.cooldownSeconds;
  throw tooManyRequests(resendCooldownMessage(seconds), seconds);
}

/**
 * Checks a typed code against the live one; null when it does not match. A wrong code counts a
 * try, and the fifth wrong try ends the code. Call inside a transaction (the row is locked while
 * it is checked) that commits either way, so the counted try sticks; the caller then answers
 * INVALID_CODE for wrong, expired, used-up and missing codes alike.
 */
export async function matchCode(
  db: Executor,
  secret: string,
  email: string,
  purpose: CodePurpose,
  code: string,
): Promise<typeof oneTimeCodes.$inferSelect | null> {
  const where = and(eq(oneTimeCodes.email, email), eq(oneTimeCodes.purpose, purpose));
  const [row] = await db.select().from(oneTimeCodes).where(where).for('update');
  const live =
    row && row.expiresAt.getTime() > Date.now() && row.failedAttempts < MAX_FAILED_ATTEMPTS;
  if (!row || !live) return null;

  const expected = Buffer.from(row.codeHash, 'hex');
  const actual = Buffer.from(hashCode(secret, code), 'hex');
  if (!timingSafeEqual(expected, actual)) {
    await db
      .update(oneTimeCodes)
      .set({ failedAttempts: sql`${oneTimeCodes.failedAttempts} + 1` })
      .where(where);
    return null;
  }
  return row;
}

export async function deleteCode(db: Executor, email: string, purpose: CodePurpose): Promise<void> {
  await db
    .delete(oneTimeCodes)
    .where(and(eq(oneTimeCodes.email, email), eq(oneTimeCodes.purpose, purpose)));
}
