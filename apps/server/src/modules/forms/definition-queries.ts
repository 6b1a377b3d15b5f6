import type { FormDefinition, FormTemplate } from '@concierge/shared';
import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { formDefinitions, organizations } from '../../db/schema.js';

type FormDefinitionRow = typeof formDefinitions.$inferSelect;

const ofOrganization = (organizationId: string) =>
  eq(formDefinitions.organizationId, organizationId);

function toFormDefinition(row: FormDefinitionRow): FormDefinition {
  return { ...row.definition, key: row.key, position: row.position };
}

export async function listFormDefinitions(
  db: Executor,
  organizationId: string,
): Promise<FormDefinition[]> {
  const rows = await db
    .select()
    .from(formDefinitions)
    .where(ofOrganization(organizationId))
    .orderBy(asc(formDefinitions.position));
  return rows.map(toFormDefinition);
}

/**
 * Holds the organization's row until the transaction ends, so that whoever writes its forms
 * (a first read, onboarding, a save) does it alone and two lists never mix.
 */
export async function lockOrganizationForms(db: Executor, organizationId: string): Promise<void> {
  await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .for('update');
}

/**
 * Makes `forms` the organization's list, in that order. A form whose key stays keeps its row (and
 * its created date); forms left out are removed. Run it in a transaction, after the lock.
 */
export async function replaceFormDefinitions(
  db: Executor,
  organizationId: string,
  forms: readonly FormTemplate[],
): Promise<void> {
  const keys = forms.map((form) => form.key);
  await db
    .delete(formDefinitions)
    .where(and(ofOrganization(organizationId), notInArray(formDefinitions.key, keys)));
  await db
    .insert(formDefinitions)
    .values(
      forms.map(({ key, ...definition }, position) => ({
        organizationId,
        key,
        position,
        definition,
      })),
    )
    .onConflictDoUpdate({
      target: [formDefinitions.organizationId, formDefinitions.key],
      set: {
        position: sql`excluded.position`,
        definition: sql`excluded.definition`,
        updatedAt: sql`now()`,
      },
    });
}
