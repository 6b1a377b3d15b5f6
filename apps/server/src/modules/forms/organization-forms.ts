import type { FormDefinition } from '@concierge/shared';
import type { Executor } from '../../db/client.js';
import { listFormDefinitions } from './definition-queries.js';
import { DEFAULT_FORM_INDUSTRY, formTemplateFor } from './templates/index.js';

/**
 * How long a process reuses an organization's forms: every chat message needs them. A save on this
 * process forgets them at once; another process sees it within this time.
 */
const CACHE_MS = 5_000;

const cache = new Map<string, { forms: FormDefinition[]; expires: number }>();

/**
 * The forms an organization offers, in order: its own list, or the lab's five while it has none
 * stored (docs/decisions/018-form-definitions.md).
 */
export async function organizationForms(
  db: Executor,
  organizationId: string,
): Promise<FormDefinition[]> {
  const cached = cache.get(organizationId);
  if (cached && cached.expires > Date.now()) return cached.forms;
  const stored = await listFormDefinitions(db, organizationId);
  const forms =
    stored.length > 0
      ? stored
      : formTemplateFor(DEFAULT_FORM_INDUSTRY).map((form, position) => ({ ...form, position }));
  cache.set(organizationId, { forms, expires: Date.now() + CACHE_MS });
  return forms;
}

/** Called when the organization's list changes, after its transaction commits. */
export function forgetOrganizationForms(organizationId: string): void {
  cache.delete(organizationId);
}
