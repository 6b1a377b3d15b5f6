import { cn } from '@/lib/cn';

interface ProgressBarProps {
  /** 0–100. */
  value: number;
  label: string;
  className?: string;
  tone?: 'brand' | 'danger';
}

export function ProgressBar({ value, label, className, tone = 'brand' }: ProgressBarProps) {
  const clamped = Math.min(100, Math.max(0, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      className={cn('h-1.5 w-full overflow-hidden rounded-full bg-slate-100', className)}
    >
      <div
        className={cn(
          'h-full rounded-full transition-[width] duration-300',
          tone === 'danger' ? 'bg-red-500' : 'bg-brand-600',
        )}
        style={{ width: `${clamped}%` }}
      />
    </div>
  );
}
