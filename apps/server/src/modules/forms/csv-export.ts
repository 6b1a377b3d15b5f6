import {
  answerText,
  findFormDefinition,
  readSubmission,
  type FormDefinition,
} from '@concierge/shared';
import type { CsvCell } from '../../platform/csv.js';
import type { SubmittedFormRow } from './queries.js';

export const FORMS_CSV_HEADER = [
  'Form ID',
  'Category',
  'Status',
  'Submitted At',
  'Full Name',
  'Email',
  'Phone',
  'Session ID',
  'Data',
  'Answers',
] as const;

/** SPEC §4: 'True' is processed, 'False' cancelled, no status open. */
const STATUS_LABELS = { True: 'Processed', False: 'Cancelled' } as const;

/** One answer of the form, when it is plain text or a number (form_data is visitor-shaped). */
function answer(formData: Record<string, unknown>, ...keys: string[]): CsvCell {
  for (const key of keys) {
    const value = formData[key];
    if (typeof value === 'string' || typeof value === 'number') return value;
  }
  return null;
}

/**
 * The answers under the labels of the organization's form as it is now (issue 22), one
 * "Label: value" per line; an answer of a field the form no longer has keeps its key.
 */
function labelledAnswers(row: SubmittedFormRow, forms: readonly FormDefinition[]): string {
  const definition = findFormDefinition(forms, { key: row.formKey, category: row.category });
  return readSubmission(definition ?? { fields: [] }, row.formData)
    .filter(({ value }) => answerText(value) !== '')
    .map(({ label, value }) => `${label}: ${answerText(value)}`)
    .join('\n');
}

export function toFormCsvRow(row: SubmittedFormRow, forms: readonly FormDefinition[]): CsvCell[] {
  return [
    row.formId,
    row.category,
    row.status ? STATUS_LABELS[row.status] : 'Open',
    row.submittedAt,
    answer(row.formData, 'full_name'),
    answer(row.formData, 'email'),
    // The widget names the field from its label "Phone Number"; older forms may say "phone".
    answer(row.formData, 'phone_number', 'phone'),
    row.sessionId,
    JSON.stringify(row.formData),
    labelledAnswers(row, forms),
  ];
}

export function formsCsvFileName(now: Date): string {
  return `submitted-forms-${now.toISOString().slice(0, 10)}.csv`;
}
