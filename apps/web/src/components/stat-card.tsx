import type { LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

interface StatCardProps {
  label: string;
  value: number;
  icon: LucideIcon;
  loading?: boolean;
}

/** One headline figure (the dashboard’s day, the analytics range). */
export function StatCard({ label, value, icon: Icon, loading = false }: StatCardProps) {
  return (
    <Card className="flex items-center gap-4 p-5">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
        <Icon className="size-5" aria-hidden />
      </span>
      <dl className="min-w-0">
        <dt className="text-sm font-medium text-slate-500">{label}</dt>
        <dd className="mt-0.5 text-2xl font-semibold text-slate-900">
          {loading ? (
            <>
              <Skeleton className="h-7 w-16" />
              <span className="sr-only">Loading</span>
            </>
          ) : (
            value.toLocaleString('en-US')
          )}
        </dd>
      </dl>
    </Card>
  );
}

export interface StatFigure {
  label: string;
  value: number;
  icon: LucideIcon;
}

interface StatCardsProps {
  /** The section's accessible name. */
  label: string;
  figures: StatFigure[];
  loading?: boolean;
}

/** A row of headline figures: four across on wide screens, two on tablets, one on phones. */
export function StatCards({ label, figures, loading = false }: StatCardsProps) {
  return (
    <section aria-label={label} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {figures.map((figure) => (
        <StatCard key={figure.label} {...figure} loading={loading} />
      ))}
    </section>
  );
}
