import { Skeleton } from '@/components/ui/skeleton';

export function EntryGridSkeleton() {
  return (
    <div
      aria-busy="true"
      aria-label="Loading entries"
      className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
    >
      {[0, 1, 2, 3, 4, 5].map((key) => (
        <div key={key} className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      ))}
    </div>
  );
}
