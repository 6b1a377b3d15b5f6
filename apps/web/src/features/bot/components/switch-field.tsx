import { useId } from 'react';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { Switch } from '@/components/ui/switch';

interface SwitchFieldProps<TValues extends FieldValues, TTransformed> {
  control: Control<TValues, unknown, TTransformed>;
  /** A field of the form that holds a boolean. */
  name: FieldPathByValue<TValues, boolean>;
  label: string;
  description: string;
}

/**
 * One on/off setting of a form: the label names the switch, the line under it says what it
 * changes.
 */
export function SwitchField<TValues extends FieldValues, TTransformed = TValues>({
  control,
  name,
  label,
  description,
}: SwitchFieldProps<TValues, TTransformed>) {
  const id = useId();
  const descriptionId = `${id}-description`;
  return (
    <div className="flex items-start justify-between gap-4 py-4 first:pt-0 last:pb-0">
      <div className="min-w-0">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        <p id={descriptionId} className="mt-0.5 text-sm text-slate-500">
          {description}
        </p>
      </div>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Switch
            id={id}
            // The name allows only boolean fields; TypeScript cannot follow that through the path.
            checked={field.value as boolean}
            onCheckedChange={field.onChange}
            onBlur={field.onBlur}
            aria-describedby={descriptionId}
          />
        )}
      />
    </div>
  );
}
