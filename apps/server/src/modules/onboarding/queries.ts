import type { OnboardingAnswers } from '@concierge/shared';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { accounts, onboardingAnswers } from '../../db/schema.js';

/**
 * Sets the account's onboarding flag if it was not set; false when it already was. Run first in
 * the submission's transaction, it also holds the account row, so two submissions cannot both run.
 */
export async function claimOnboarding(db: Executor, accountId: string): Promise<boolean> {
  const rows = await db
    .update(accounts)
    .set({ onboardingCompleted: true })
    .where(and(eq(accounts.id, accountId), eq(accounts.onboardingCompleted, false)))
    .returning({ id: accounts.id });
  return rows.length > 0;
}

/** Keeps the organization's answers; a later submission replaces them. */
export async function saveAnswers(
  db: Executor,
  values: { organizationId: string; submittedBy: string; answers: OnboardingAnswers },
): Promise<void> {
  const row = { ...values, submittedAt: new Date() };
  await db
    .insert(onboardingAnswers)
    .values(row)
    .onConflictDoUpdate({ target: onboardingAnswers.organizationId, set: row });
}

export async function findAnswers(db: Executor, organizationId: string) {
  const [row] = await db
    .select()
    .from(onboardingAnswers)
    .where(eq(onboardingAnswers.organizationId, organizationId));
  return row ?? null;
}
