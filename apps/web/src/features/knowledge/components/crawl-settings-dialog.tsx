import {
  CRAWL_FREQUENCIES,
  splitList,
  type CrawlConfig,
  type CrawlFrequency,
  type CrawlScope,
} from '@concierge/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useUpdateCrawl } from '../api/crawls';
import { ExcludePatternsField } from './exclude-patterns-field';
import { frequencyLabels, scopeLabels, scopeOptions } from './labels';

interface CrawlSettingsDialogProps {
  crawl: CrawlConfig;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Scope, frequency and exclude patterns of one crawled site (PATCH). */
export function CrawlSettingsDialog({ crawl, open, onOpenChange }: CrawlSettingsDialogProps) {
  const [scope, setScope] = useState<CrawlScope>(crawl.scope);
  const [frequency, setFrequency] = useState<CrawlFrequency>(crawl.frequency);
  const [patterns, setPatterns] = useState(crawl.excludePatterns.join(', '));
  const update = useUpdateCrawl();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      {
        id: crawl.id,
        changes: {
          scope,
          frequency,
          excludePatterns: scope === 'site' ? splitList(patterns) : [],
        },
      },
      { onSuccess: () => onOpenChange(false) },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Crawl settings" description={crawl.url}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Scope">
            {(field) => (
              <Select
                {...field}
                value={scope}
                onChange={(event) => setScope(event.target.value as CrawlScope)}
              >
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
              <Select
                {...field}
                value={frequency}
                onChange={(event) => setFrequency(event.target.value as CrawlFrequency)}
              >
                {CRAWL_FREQUENCIES.map((value) => (
                  <option key={value} value={value}>
                    {frequencyLabels[value]}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
        </div>
        {scope === 'site' && (
          <ExcludePatternsField>
            {(field) => (
              <Input
                {...field}
                value={patterns}
                onChange={(event) => setPatterns(event.target.value)}
              />
            )}
          </ExcludePatternsField>
        )}
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save settings
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
