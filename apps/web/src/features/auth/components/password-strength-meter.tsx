import { passwordStrength } from '@concierge/shared';
import { cn } from '@/lib/cn';

const tone = {
  Weak: { bar: 'bg-red-500', text: 'text-red-600', filled: 1 },
  Medium: { bar: 'bg-amber-500', text: 'text-amber-600', filled: 2 },
  Strong: { bar: 'bg-emerald-500', text: 'text-emerald-600', filled: 3 },
} as const;

/** SPEC §5 strength meter: Weak, Medium or Strong from the shared scoring. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  if (!password) return null;
  const { label } = passwordStrength(password);
  const { bar, text, filled } = tone[label];
  return (
    <div className="mt-2" aria-live="polite">
      <div className="flex gap-1" aria-hidden>
        {[0, 1, 2].map((index) => (
          <span
            key={index}
            className={cn('h-1.5 flex-1 rounded-full', index < filled ? bar : 'bg-slate-200')}
          />
        ))}
      </div>
      <p className={cn('mt-1 text-xs font-medium', text)}>Password strength: {label}</p>
    </div>
  );
}
