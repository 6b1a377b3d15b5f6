import type { SubmittedForm } from '@concierge/shared';

function searchableText(form: SubmittedForm): string {
  const content = Object.values(form.form_data ?? {}).map((value) =>
    typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value),
  );
  return [form.category, form.form_id, form.session_id, ...content].join('\n').toLowerCase();
}

/**
 * SPEC §2/§5: the search box filters the loaded page only, case-insensitive, over category,
 * form_id, session_id and the submitted values.
 */
export function filterForms(forms: SubmittedForm[], search: string): SubmittedForm[] {
  const term = search.trim().toLowerCase();
  if (!term) return forms;
  return forms.filter((form) => searchableText(form).includes(term));
}
