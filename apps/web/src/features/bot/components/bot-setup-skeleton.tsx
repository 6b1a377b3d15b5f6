import { Skeleton } from '@/components/ui/skeleton';

/** The page's shape while the bot configuration loads. */
export function BotSetupSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading bot configuration"
      className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]"
    >
      <div className="space-y-4">
        <Skeleton className="h-10 w-full max-w-md" />
        <div className="space-y-4 rounded-xl border border-slate-200 bg-white p-6">
          {Array.from({ length: 4 }, (_, index) => (
            <div key={index} className="space-y-2">
              <Skeleton className="h-4 w-32" />
              <Skeleton className="h-10 w-full" />
            </div>
          ))}
        </div>
      </div>
      <Skeleton className="h-[28rem] w-full rounded-2xl" />
    </div>
  );
}
