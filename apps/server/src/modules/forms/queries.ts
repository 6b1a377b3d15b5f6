import type { FormStatus } from '@concierge/shared';
import { and, count, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { submittedForms } from '../../db/schema.js';

export type SubmittedFormRow = typeof submittedForms.$inferSelect;

const ofOrganization = (organizationId: string) =>
  eq(submittedForms.organizationId, organizationId);
const newestFirst = [desc(submittedForms.submittedAt), desc(submittedForms.id)] as const;

export async function countSubmittedForms(db: Executor, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(submittedForms)
    .where(ofOrganization(organizationId));
  return row?.count ?? 0;
}

export function listSubmittedForms(
  db: Executor,
  organizationId: string,
  page: { offset: number; limit: number },
): Promise<SubmittedFormRow[]> {
  return db
    .select()
    .from(submittedForms)
    .where(ofOrganization(organizationId))
    .orderBy(...newestFirst)
    .limit(page.limit)
    .offset(page.offset);
}

export async function findSubmittedForm(
  db: Executor,
  organizationId: string,
  formId: string,
): Promise<SubmittedFormRow | null> {
  const [row] = await db
    .select()
    .from(submittedForms)
    .where(and(ofOrganization(organizationId), eq(submittedForms.id, formId)));
  return row ?? null;
}

export async function updateSubmittedFormStatus(
  db: Executor,
  organizationId: string,
  formId: string,
  status: FormStatus,
): Promise<SubmittedFormRow | null> {
  const [row] = await db
    .update(submittedForms)
    .set({ status })
    .where(and(ofOrganization(organizationId), eq(submittedForms.id, formId)))
    .returning();
  return row ?? null;
}

/**
 * Every form of the organization, newest first, `batchSize` rows at a time. Each batch starts
 * after the previous one's last row (keyset, not offset). The cursor's time travels as SQL text:
 * a JavaScript Date keeps milliseconds, the column microseconds, so comparing with a Date would
 * skip or repeat rows submitted within the same millisecond.
 */
export async function* submittedFormBatches(
  db: Executor,
  organizationId: string,
  batchSize: number,
): AsyncGenerator<SubmittedFormRow[]> {
  let cursor: { at: string; id: string } | null = null;
  for (;;) {
    const after: SQL | undefined = cursor
      ? sql`(${submittedForms.submittedAt}, ${submittedForms.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
      : undefined;
    const rows: (SubmittedFormRow & { cursorAt: string })[] = await db
      .select({
        ...getTableColumns(submittedForms),
        cursorAt: sql<string>`${submittedForms.submittedAt}::text`,
      })
      .from(submittedForms)
      .where(and(ofOrganization(organizationId), after))
      .orderBy(...newestFirst)
      .limit(batchSize);
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return;
    cursor = { at: last.cursorAt, id: last.id };
  }
}
