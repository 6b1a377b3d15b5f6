import { useId } from 'react';
import { cn } from '@/lib/cn';
import { Checkbox } from './checkbox';
import { FieldError } from './field-error';

interface CheckboxGroupProps<T extends string | number> {
  legend: string;
  options: readonly { value: T; label: string }[];
  value: readonly T[];
  onChange: (value: T[]) => void;
  onBlur?: () => void;
  error?: string | undefined;
  /** 'row' wraps short labels side by side (week days); 'column' stacks sentences. */
  layout?: 'row' | 'column';
  hint?: string;
}

/** A labelled set of checkboxes holding the checked values, in the order they were checked. */
export function CheckboxGroup<T extends string | number>({
  legend,
  options,
  value,
  onChange,
  onBlur,
  error,
  layout = 'row',
  hint,
}: CheckboxGroupProps<T>) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <fieldset aria-describedby={describedBy || undefined}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      <div className={cn('mt-2', layout === 'row' ? 'flex flex-wrap gap-4' : 'space-y-2')}>
        {options.map((option) => (
          <label key={option.value} className="flex items-center gap-2 text-sm text-slate-700">
            <Checkbox
              checked={value.includes(option.value)}
              aria-invalid={error ? true : undefined}
              onCheckedChange={(checked) =>
                onChange(
                  checked === true
                    ? [...value, option.value]
                    : value.filter((item) => item !== option.value),
                )
              }
              onBlur={onBlur}
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
