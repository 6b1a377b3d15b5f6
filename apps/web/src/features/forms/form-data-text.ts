import { readSubmission, type FormDefinition, type SubmissionAnswer } from '@concierge/shared';

/** 'full_name' → 'Full Name': a form_data key as people read it. */
export function fieldLabel(key: string): string {
  return key
    .replace(/_/g, ' ')
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/\b\w/g, (letter) => letter.toUpperCase());
}

/** A form_data value as text: objects as indented JSON, booleans as Yes/No, missing as 'N/A'. */
export function fieldValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'N/A';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'object') return JSON.stringify(value, null, 2);
  return String(value);
}

/** A text field of form_data (full_name, email), or 'N/A'. */
export function textField(formData: Record<string, unknown>, key: string): string {
  const value = formData[key];
  return typeof value === 'string' && value.trim() ? value : 'N/A';
}

/**
 * The answers the drawer lists: under the form's current labels, in its order (a renamed label
 * shows its new name on older answers); answers its fields lack, and every answer of a form the
 * organization no longer has, under their key in words (SPEC §2).
 */
export function submittedAnswers(
  definition: Pick<FormDefinition, 'fields'> | undefined,
  formData: Record<string, unknown> | null | undefined,
): SubmissionAnswer[] {
  const data = formData ?? {};
  const known = new Set(definition?.fields.map((field) => field.key));
  const answers = definition
    ? readSubmission(definition, data)
    : Object.entries(data).map(([key, value]) => ({ key, label: key, value }));
  return answers.map((answer) =>
    known.has(answer.key) ? answer : { ...answer, label: fieldLabel(answer.key) },
  );
}
