import { knowledgeMessages } from '@concierge/shared';
import { RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** A failed load: the SPEC's text and a way to try again, instead of a blank page. */
export function LoadError({
  onRetry,
  retrying = false,
}: {
  onRetry: () => void;
  retrying?: boolean;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-xl border border-red-200 bg-red-50 px-6 py-10 text-center"
    >
      <p className="font-medium text-red-700">{knowledgeMessages.loadFailed}</p>
      <Button variant="outline" className="mt-4" loading={retrying} onClick={onRetry}>
        <RotateCw className="size-4" aria-hidden />
        Retry
      </Button>
    </div>
  );
}
