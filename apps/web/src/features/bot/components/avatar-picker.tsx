import { useId } from 'react';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';

const AVATAR_CHOICES = [
  { emoji: '🤖', name: 'Robot' },
  { emoji: '💬', name: 'Speech bubble' },
  { emoji: '👋', name: 'Waving hand' },
  { emoji: '🩺', name: 'Stethoscope' },
  { emoji: '✨', name: 'Sparkles' },
] as const;

interface AvatarPickerProps {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
}

/** A few emoji as radios, or any emoji or https:// image URL typed in the custom field. */
export function AvatarPicker({ value, onChange, onBlur, error }: AvatarPickerProps) {
  const id = useId();
  const isPreset = AVATAR_CHOICES.some((choice) => choice.emoji === value);
  const errorId = `${id}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 block text-sm font-medium text-slate-700">Avatar</legend>
      <div className="flex flex-wrap gap-2">
        {AVATAR_CHOICES.map((choice) => (
          <label key={choice.emoji} className="cursor-pointer">
            <input
              type="radio"
              name={`${id}-avatar`}
              value={choice.emoji}
              checked={value === choice.emoji}
              onChange={() => onChange(choice.emoji)}
              onBlur={onBlur}
              aria-label={choice.name}
              className="peer sr-only"
            />
            <span
              aria-hidden
              className={cn(
                'flex size-11 items-center justify-center rounded-lg border border-slate-300 bg-white text-xl',
                'peer-checked:border-brand-600 peer-checked:ring-2 peer-checked:ring-brand-500/40',
                'peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500',
              )}
            >
              {choice.emoji}
            </span>
          </label>
        ))}
      </div>
      <label htmlFor={`${id}-custom`} className="mt-3 mb-1 block text-sm text-slate-600">
        Custom avatar
      </label>
      <Input
        id={`${id}-custom`}
        value={isPreset ? '' : value}
        placeholder="An emoji or https://example.com/avatar.png"
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
