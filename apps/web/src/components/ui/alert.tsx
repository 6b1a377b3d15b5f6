import { CircleAlert, CircleCheck, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface AlertProps {
  variant?: 'error' | 'success';
  children: ReactNode;
  className?: string;
  /** Shows a × button that clears the banner. */
  onDismiss?: () => void;
}

/** An in-page banner: red with role="alert" for errors, green with role="status" for success. */
export function Alert({ variant = 'error', children, className, onDismiss }: AlertProps) {
  const Icon = variant === 'error' ? CircleAlert : CircleCheck;
  return (
    <div
      role={variant === 'error' ? 'alert' : 'status'}
      className={cn(
        'flex items-start gap-2 rounded-lg border px-3 py-2.5 text-sm',
        variant === 'error'
          ? 'border-red-200 bg-red-50 text-red-700'
          : 'border-emerald-200 bg-emerald-50 text-emerald-700',
        className,
      )}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div className="min-w-0 flex-1">{children}</div>
      {onDismiss && (
        <button
          type="button"
          onClick={onDismiss}
          aria-label="Dismiss"
          className={cn(
            'shrink-0 cursor-pointer rounded p-0.5 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none',
            variant === 'error' ? 'hover:bg-red-100' : 'hover:bg-emerald-100',
          )}
        >
          <X className="size-4" aria-hidden />
        </button>
      )}
    </div>
  );
}
