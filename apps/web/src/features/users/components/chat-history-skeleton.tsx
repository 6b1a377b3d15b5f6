import { Skeleton } from '@/components/ui/skeleton';

export function ChatHistorySkeleton() {
  return (
    <div className="space-y-4" data-testid="chat-history-skeleton">
      <div className="flex gap-2">
        {[0, 1, 2].map((tab) => (
          <Skeleton key={tab} className="h-10 w-28" />
        ))}
      </div>
      <Skeleton className="ml-auto h-12 w-2/3" />
      <Skeleton className="h-16 w-3/4" />
      <Skeleton className="ml-auto h-12 w-1/2" />
    </div>
  );
}
