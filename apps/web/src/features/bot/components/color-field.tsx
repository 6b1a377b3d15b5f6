import { useId } from 'react';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toSixDigitHex } from './hex-color';

interface ColorFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
}

/** A colour picker and the hex text it stands for, kept in step. */
export function ColorField({ value, onChange, onBlur, error }: ColorFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <Label htmlFor={id}>Primary color</Label>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label="Pick primary color"
          value={toSixDigitHex(value) ?? '#000000'}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          className="h-10 w-12 shrink-0 cursor-pointer rounded-lg border border-slate-300 bg-white p-1"
        />
        <Input
          id={id}
          value={value}
          maxLength={7}
          spellCheck={false}
          placeholder="#1a73e8"
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="font-mono"
        />
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
