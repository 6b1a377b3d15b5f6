import { cn } from '@/lib/cn';

interface ProgressBarProps {
  /** 0–100. */
  value: number;
  label: string;
  className?: string;
  tone?: 'brand' | 'warning' | 'danger';
  /** What a screen reader says instead of the bare percent ("3 of 5 used"). */
  valueText?: string;
}

const toneClasses = { brand: 'bg-brand-600', warning: 'bg-amber-500', danger: 'bg-red-500' };

export function ProgressBar({
  value,
  label,
  className,
  tone = 'brand',
  valueText,
}: ProgressBarProps) {
  const clamped = Math.min(100, Math.max(0, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      aria-valuetext={valueText}
      className={cn('h-1.5 w-full overflow-hidden rounded-full bg-slate-100', className)}
    >
      <div
        className={cn('h-full rounded-full transition-[width] duration-300', toneClasses[tone])}
        style={{ width: `${clamped}%` }}
      />
    </div>
  );
}
