import { zodResolver } from '@hookform/resolvers/zod';
import { addCrawlSchema, CRAWL_FREQUENCIES, CRAWL_SCOPES, splitList } from '@concierge/shared';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useAddCrawl } from '../api/crawls';
import { ExcludePatternsField } from './exclude-patterns-field';
import { CrawlScheduleFields } from './crawl-schedule-fields';

/** The shared crawl schema (its URL messages), with the patterns typed as one line. */
const addWebsiteFormSchema = addCrawlSchema.extend({
  scope: z.enum(CRAWL_SCOPES),
  frequency: z.enum(CRAWL_FREQUENCIES),
  excludePatterns: z.string().max(10_000),
});
type AddWebsiteForm = z.infer<typeof addWebsiteFormSchema>;

interface AddWebsiteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After the server accepted the site (e.g. to show the Crawl Settings tab). */
  onAdded: () => void;
}

/** SPEC §5 Add Website: URL required and a URL; exclude patterns only for a whole site. */
export function AddWebsiteDialog({ open, onOpenChange, onAdded }: AddWebsiteDialogProps) {
  const addCrawl = useAddCrawl();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<AddWebsiteForm>({
    resolver: zodResolver(addWebsiteFormSchema),
    defaultValues: { url: '', scope: 'site', frequency: 'weekly', excludePatterns: '' },
  });
  const scope = useWatch({ control, name: 'scope' });

  const submit = handleSubmit(({ url, scope, frequency, excludePatterns }) =>
    addCrawl.mutate(
      {
        url,
        scope,
        frequency,
        excludePatterns: scope === 'site' ? splitList(excludePatterns) : [],
      },
      {
        onSuccess: () => {
          onOpenChange(false);
          onAdded();
        },
      },
    ),
  );

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add Website to Crawl"
      description="Your bot learns from the pages it finds there and keeps them up to date."
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <FormField label="Website URL" error={errors.url?.message}>
          {(field) => (
            <Input {...field} type="url" placeholder="https://example.com" {...register('url')} />
          )}
        </FormField>
        <CrawlScheduleFields scope={register('scope')} frequency={register('frequency')} />
        {scope === 'site' && (
          <ExcludePatternsField error={errors.excludePatterns?.message}>
            {(field) => <Input {...field} {...register('excludePatterns')} />}
          </ExcludePatternsField>
        )}
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" loading={addCrawl.isPending}>
            Start Crawling
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
