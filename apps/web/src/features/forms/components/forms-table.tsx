import type { SubmittedForm } from '@concierge/shared';
import type { ReactNode } from 'react';
import { FormRow } from './form-row';
import { headerCell } from '@/components/ui/table-cells';
import { FORM_COLUMNS } from './table-classes';

interface FormsTableProps {
  forms: SubmittedForm[];
  onViewDetails: (form: SubmittedForm) => void;
  /** Rows to show instead of forms (the loading skeleton). */
  placeholderRows?: ReactNode;
  busy?: boolean;
}

export function FormsTable({ forms, onViewDetails, placeholderRows, busy }: FormsTableProps) {
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full divide-y divide-slate-200" aria-busy={busy || undefined}>
        <caption className="sr-only">Submitted forms</caption>
        <thead className="bg-slate-50">
          <tr>
            {FORM_COLUMNS.map((column) => (
              <th key={column} scope="col" className={headerCell}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white">
          {placeholderRows ??
            forms.map((form) => (
              <FormRow key={form.id} form={form} onViewDetails={onViewDetails} />
            ))}
        </tbody>
      </table>
    </div>
  );
}
