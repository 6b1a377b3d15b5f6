import type { FormCategoryCount, FormCategoryCounts, FormDefinition } from '@concierge/shared';

/**
 * A period's forms by the organization's own set, in its order, then any key the period counted
 * that the set no longer has (a removed form), named by its key. SPEC's five `*_count` fields stay
 * for API clients: they read the lab's keys, zero for an organization without those forms.
 */
export function formCategoryCounts(
  forms: readonly FormDefinition[],
  counted: Readonly<Record<string, number>>,
): FormCategoryCounts {
  const known = new Set(forms.map((form) => form.key));
  const list: FormCategoryCount[] = [
    ...forms.map((form) => ({
      key: form.key,
      category: form.category,
      badge_color: form.badgeColor,
      count: counted[form.key] ?? 0,
    })),
    ...Object.entries(counted)
      .filter(([key, count]) => !known.has(key) && count > 0)
      .map(([key, count]) => ({ key, category: key, badge_color: 'gray' as const, count })),
  ];
  const countOf = (key: string) => counted[key] ?? 0;
  return {
    forms: list,
    appointments_count: countOf('appointments'),
    home_collection_count: countOf('home_collection'),
    complaints_feedback_count: countOf('complaints_feedback'),
    general_inquiry_count: countOf('general_inquiry'),
    test_report_count: countOf('test_report'),
  };
}

/** Adds `counts` into `total`, key by key. */
export function addFormCounts(
  total: Record<string, number>,
  counts: Readonly<Record<string, number>>,
): Record<string, number> {
  for (const [key, count] of Object.entries(counts)) total[key] = (total[key] ?? 0) + count;
  return total;
}
