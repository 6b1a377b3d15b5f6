import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { FieldControlProps } from './field-props';

/** Toggle chips (buttons with aria-pressed), one per option; any number may be on. */
export function MultiselectAnswer({ field, value, onChange }: FieldControlProps) {
  const chosen = Array.isArray(value) ? value : [];
  const toggle = (option: string) =>
    onChange(
      chosen.includes(option)
        ? chosen.filter((item) => item !== option)
        : (field.options ?? []).filter((item) => item === option || chosen.includes(item)),
    );
  return (
    <div className="flex flex-wrap gap-2">
      {(field.options ?? []).map((option) => {
        const pressed = chosen.includes(option);
        return (
          <button
            key={option}
            type="button"
            aria-pressed={pressed}
            onClick={() => toggle(option)}
            className={cn(
              'inline-flex cursor-pointer items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-medium transition-colors',
              'focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 focus-visible:outline-none',
              pressed
                ? 'border-brand-600 bg-brand-600 text-white hover:bg-brand-700'
                : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
            )}
          >
            {pressed && <Check className="size-3.5" aria-hidden />}
            {option}
          </button>
        );
      })}
    </div>
  );
}
