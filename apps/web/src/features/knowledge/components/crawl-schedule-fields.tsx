import { CRAWL_FREQUENCIES } from '@concierge/shared';
import type { ComponentProps } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { frequencyLabels, scopeLabels, scopeOptions } from './labels';

type SelectProps = ComponentProps<typeof Select>;

interface CrawlScheduleFieldsProps {
  /** Props for the Scope select: a form's `register('scope')`, or a value and its onChange. */
  scope: SelectProps;
  frequency: SelectProps;
}

/** The Scope and Frequency pair of Add Website and Crawl settings. */
export function CrawlScheduleFields({ scope, frequency }: CrawlScheduleFieldsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label="Scope">
        {(field) => (
          <Select {...field} {...scope}>
            {scopeOptions.map((value) => (
              <option key={value} value={value}>
                {scopeLabels[value]}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField label="Frequency">
        {(field) => (
          <Select {...field} {...frequency}>
            {CRAWL_FREQUENCIES.map((value) => (
              <option key={value} value={value}>
                {frequencyLabels[value]}
              </option>
            ))}
          </Select>
        )}
      </FormField>
    </div>
  );
}
