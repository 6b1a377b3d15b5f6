import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { FieldControlProps } from './field-props';

/** A text or textarea field. */
export function TextAnswer({
  field,
  id,
  describedBy,
  invalid,
  value,
  onChange,
}: FieldControlProps) {
  const props = {
    id,
    value: typeof value === 'string' ? value : '',
    placeholder: field.placeholder,
    'aria-required': field.required || undefined,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
  };
  return field.type === 'textarea' ? (
    <Textarea {...props} onChange={(event) => onChange(event.target.value)} />
  ) : (
    <Input type="text" {...props} onChange={(event) => onChange(event.target.value)} />
  );
}
