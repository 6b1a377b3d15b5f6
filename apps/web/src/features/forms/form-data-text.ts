import { readSubmission, type FormDefinition, type SubmissionAnswer } from '@concierge/shared';

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
  return readSubmission(definition ?? { fields: [] }, formData ?? {});
}
