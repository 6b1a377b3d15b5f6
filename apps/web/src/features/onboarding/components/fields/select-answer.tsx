import { Select } from '@/components/ui/select';
import type { FieldControlProps } from './field-props';

/** A select with an empty placeholder option first. */
export function SelectAnswer({
  field,
  id,
  describedBy,
  invalid,
  value,
  onChange,
}: FieldControlProps) {
  return (
    <Select
      id={id}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      aria-required={field.required || undefined}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
    >
      <option value="">{field.placeholder ?? 'Select an option'}</option>
      {(field.options ?? []).map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </Select>
  );
}
