import type { SubmittedForm } from '@concierge/shared';
import type { ReactNode } from 'react';
import type { FormLook, FormTarget } from '@/lib/form-look';
import { DataTable } from '@/components/ui/data-table';
import { FormRow } from './form-row';
import { FORM_COLUMNS } from './table-classes';

interface FormsTableProps {
  forms: SubmittedForm[];
  lookOf: (target: FormTarget) => FormLook;
  onViewDetails: (form: SubmittedForm) => void;
  /** Rows to show instead of forms (the loading skeleton). */
  placeholderRows?: ReactNode;
  busy?: boolean;
}

export function FormsTable({
  forms,
  lookOf,
  onViewDetails,
  placeholderRows,
  busy,
}: FormsTableProps) {
  return (
    <DataTable caption="Submitted forms" columns={FORM_COLUMNS} busy={busy} stackOnPhone>
      {placeholderRows ??
        forms.map((form) => (
          <FormRow
            key={form.id}
            form={form}
            look={lookOf({ key: form.form_key, category: form.category })}
            onViewDetails={onViewDetails}
          />
        ))}
    </DataTable>
  );
}
