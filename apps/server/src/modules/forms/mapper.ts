import type { SubmittedForm } from '@concierge/shared';
import type { SubmittedFormRow } from './queries.js';

/** SPEC §3 Submitted form from its row. */
export function toSubmittedForm(row: SubmittedFormRow): SubmittedForm {
  return {
    id: row.id,
    form_id: row.formId,
    session_id: row.sessionId,
    category: row.category,
    form_key: row.formKey,
    form_data: row.formData,
    submitted_at: row.submittedAt.toISOString(),
    status: row.status,
  };
}
