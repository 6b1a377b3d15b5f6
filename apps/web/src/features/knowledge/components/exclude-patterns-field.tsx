import type { ComponentProps } from 'react';
import { FormField } from '@/components/ui/form-field';

type ExcludePatternsFieldProps = Pick<ComponentProps<typeof FormField>, 'error' | 'children'>;

/** Comma-separated paths a whole-site crawl skips (Add Website and crawl settings). */
export function ExcludePatternsField({ error, children }: ExcludePatternsFieldProps) {
  return (
    <FormField
      label="Exclude patterns"
      error={error}
      hint={<p className="mt-1 text-xs text-slate-500">Paths to skip, e.g. /blog/*, /admin*</p>}
    >
      {children}
    </FormField>
  );
}
