import type { LucideIcon } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

export interface PanelFigure {
  label: string;
  /** Already formatted, e.g. '12' or '12 / 3'. */
  value: string;
  icon: LucideIcon;
}

interface FigurePanelProps {
  title: string;
  figures: PanelFigure[];
  loading?: boolean;
  /** Shown when there is no figure to list (an organization without such forms). */
  emptyText?: string;
}

/** A titled panel of labelled figures (User Interactions, Inquiries and Feedback). */
export function FigurePanel({ title, figures, loading = false, emptyText }: FigurePanelProps) {
  const empty = figures.length === 0;
  return (
    <Card aria-label={title}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {empty && loading && <Skeleton className="my-3 h-6 w-full" />}
        {empty && !loading && emptyText && (
          <p className="py-3 text-sm text-slate-500">{emptyText}</p>
        )}
        <dl className="divide-y divide-slate-100">
          {figures.map(({ label, value, icon: Icon }) => (
            <div key={label} className="flex items-center justify-between gap-4 py-3">
              <dt className="flex items-center gap-3 text-sm text-slate-600">
                <Icon className="size-4 text-slate-400" aria-hidden />
                {label}
              </dt>
              <dd className="text-lg font-semibold text-slate-900">
                {loading ? <Skeleton className="h-6 w-12" /> : value}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
