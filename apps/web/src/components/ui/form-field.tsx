import { useId, type ReactElement, type ReactNode } from 'react';
import { FieldError } from './field-error';
import { Label } from './label';

interface FieldControlProps {
  id: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

interface FormFieldProps {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
  /** Renders the control with the id (tied to the label) and its error description. */
  children: (control: FieldControlProps) => ReactElement;
}

/** A visible label tied to its control, with the red error text under it. */
export function FormField({ label, error, hint, className, children }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      {hint}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
