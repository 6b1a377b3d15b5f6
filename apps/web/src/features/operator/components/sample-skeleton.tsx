import { Skeleton } from '@/components/ui/skeleton';

/** While the sample's SPEC delay runs. */
export function SampleSkeleton({ label }: { label: string }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" role="status" aria-label={label}>
      {[0, 1, 2, 3].map((card) => (
        <Skeleton key={card} className="h-28" />
      ))}
    </div>
  );
}
