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

export function toFormCsvRow(row: SubmittedFormRow): CsvCell[] {
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
  ];
}

export function formsCsvFileName(now: Date): string {
  return `submitted-forms-${now.toISOString().slice(0, 10)}.csv`;
}
