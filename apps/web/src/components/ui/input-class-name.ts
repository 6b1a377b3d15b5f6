import { cn } from '@/lib/cn';

/** The look of every text-like control (inputs, selects, password fields). */
export const inputClassName = cn(
  'block h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm',
  'placeholder:text-slate-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none',
  'read-only:bg-slate-50 read-only:text-slate-500 disabled:cursor-not-allowed disabled:bg-slate-100',
  'aria-invalid:border-red-500 aria-invalid:focus:ring-red-500/30',
);
