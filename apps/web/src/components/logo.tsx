import { PRODUCT_NAME } from '@concierge/shared/constants';
import { cn } from '@/lib/cn';

interface LogoProps {
  className?: string;
  /** Shows the product name beside the mark. */
  withName?: boolean;
}

/** The Concierge mark: a speech bubble with two eyes, inline SVG. */
export function Logo({ className, withName = true }: LogoProps) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden focusable="false">
        <rect width="32" height="32" rx="8" className="fill-brand-600" />
        <path
          d="M9 11a3 3 0 0 1 3-3h8a3 3 0 0 1 3 3v6a3 3 0 0 1-3 3h-5l-4 4v-4a3 3 0 0 1-2-3z"
          fill="white"
        />
        <circle cx="13.5" cy="14" r="1.3" className="fill-brand-600" />
        <circle cx="18.5" cy="14" r="1.3" className="fill-brand-600" />
      </svg>
      {withName && (
        <span className="text-lg font-semibold tracking-tight text-slate-900">{PRODUCT_NAME}</span>
      )}
    </span>
  );
}
