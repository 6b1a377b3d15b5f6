import type { SubmittedForm } from '@concierge/shared';
import { Eye } from 'lucide-react';
import { FormCategoryBadge } from '@/components/form-category-badge';
import { Button } from '@/components/ui/button';
import { UserInitials } from '@/components/user-initials';
import { formatDate } from '@/lib/format-date';
import type { FormLook } from '@/lib/form-look';
import { textField } from '../form-data-text';
import { FormStatusBadge } from './form-status-badge';
import { bodyCell } from '@/components/ui/table-cells';

interface FormRowProps {
  form: SubmittedForm;
  /** Its category's colour, from the organization's forms. */
  look: FormLook;
  onViewDetails: (form: SubmittedForm) => void;
}

export function FormRow({ form, look, onViewDetails }: FormRowProps) {
  const name = textField(form.form_data, 'full_name');
  return (
    <tr className="hover:bg-slate-50">
      <td className={bodyCell}>
        <FormCategoryBadge category={form.category} color={look.badgeColor} />
      </td>
      <td className={bodyCell}>
        <div className="flex items-center gap-3">
          <UserInitials name={name === 'N/A' ? null : name} />
          <div className="min-w-0">
            <p className="truncate font-medium text-slate-900">{name}</p>
            <p className="truncate text-xs text-slate-500">{textField(form.form_data, 'email')}</p>
          </div>
        </div>
      </td>
      <td className={`${bodyCell} whitespace-nowrap`} data-label="Submitted At">
        {formatDate(form.submitted_at)}
      </td>
      <td className={bodyCell} data-label="Status">
        <FormStatusBadge status={form.status} />
      </td>
      <td className={bodyCell}>
        <Button
          variant="ghost"
          size="sm"
          aria-label={`View Details of ${form.category} form from ${name}`}
          onClick={() => onViewDetails(form)}
        >
          <Eye className="size-4" aria-hidden />
          View Details
        </Button>
      </td>
    </tr>
  );
}
