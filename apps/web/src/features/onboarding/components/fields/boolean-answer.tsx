import { Checkbox } from '@/components/ui/checkbox';
import { Switch } from '@/components/ui/switch';
import type { FieldControlProps } from './field-props';

/**
 * A yes/no: a switch for a setting, a checkbox for a required confirmation ('I have reviewed my
 * answers'), which reads as something to tick rather than to turn on.
 */
export function BooleanAnswer({
  field,
  id,
  describedBy,
  invalid,
  value,
  onChange,
}: FieldControlProps) {
  const props = {
    id,
    checked: value === true,
    onCheckedChange: (checked: boolean | 'indeterminate') => onChange(checked === true),
    'aria-describedby': describedBy,
  };
  return field.required ? (
    <Checkbox {...props} aria-required aria-invalid={invalid || undefined} className="mt-0.5" />
  ) : (
    <Switch {...props} />
  );
}
