import {
  splitList,
  type CrawlConfig,
  type CrawlFrequency,
  type CrawlScope,
} from '@concierge/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { useUpdateCrawl } from '../api/crawls';
import { ExcludePatternsField } from './exclude-patterns-field';
import { CrawlScheduleFields } from './crawl-schedule-fields';

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
        <CrawlScheduleFields
          scope={{ value: scope, onChange: (event) => setScope(event.target.value as CrawlScope) }}
          frequency={{
            value: frequency,
            onChange: (event) => setFrequency(event.target.value as CrawlFrequency),
          }}
        />
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
