import type { FaqEntry } from '@concierge/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadError } from '@/components/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { helpLoadFailed } from '../api/help-content';
import { FaqAccordion } from './faq-accordion';
import { NoResults } from './help-articles';

export function HelpFaqs({ faqs }: { faqs: UseQueryResult<FaqEntry[]> }) {
  if (faqs.isPending) {
    return (
      <div className="space-y-2" role="status" aria-label="Loading questions">
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} className="h-12 w-full" />
        ))}
      </div>
    );
  }
  if (faqs.isError) {
    return (
      <LoadError
        message={helpLoadFailed.faqs}
        retrying={faqs.isFetching}
        onRetry={() => void faqs.refetch()}
      />
    );
  }
  if (faqs.data.length === 0) return <NoResults what="questions" />;
  return <FaqAccordion faqs={faqs.data} />;
}
