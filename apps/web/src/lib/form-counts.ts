import type { FormCategoryCount, FormCategoryCounts, FormDefinition } from '@concierge/shared';

/**
 * One count per form, as the dashboard and the analytics chart show them: the server's `forms`
 * (issue 22), or, while they load or after a failure (SPEC §8: zeros), the organization's own
 * forms at zero, so no screen falls back to another business's categories.
 */
export function countsByForm(
  counts: Pick<FormCategoryCounts, 'forms'>,
  definitions: readonly FormDefinition[],
): FormCategoryCount[] {
  if (counts.forms.length > 0) return counts.forms;
  return definitions.map((form) => ({
    key: form.key,
    category: form.category,
    badge_color: form.badgeColor,
    count: 0,
  }));
}
