import type { ReactNode } from 'react';
import { useId } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

export interface ChartRow {
  label: string;
  value: number;
}

interface ChartCardProps {
  title: string;
  description: string;
  /** The column headers of the figures behind the chart. */
  columns: [string, string];
  rows: ChartRow[];
  loading: boolean;
  /** Shown instead of the chart when every figure is zero. */
  emptyText: string;
  children: ReactNode;
}

/**
 * A chart with a title. The drawing is hidden from assistive technology; a visually hidden table
 * holds the same figures, so screen readers (and tests) read numbers, not SVG paths.
 */
export function ChartCard({
  title,
  description,
  columns,
  rows,
  loading,
  emptyText,
  children,
}: ChartCardProps) {
  const titleId = useId();
  const empty = rows.every((row) => row.value === 0);
  return (
    <Card aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>{title}</CardTitle>
        <p className="mt-1 text-sm text-slate-500">{description}</p>
      </CardHeader>
      <CardContent>
        {loading ? (
          <Skeleton className="h-64 w-full" />
        ) : empty ? (
          <p className="flex h-64 items-center justify-center rounded-lg bg-slate-50 text-sm text-slate-500">
            {emptyText}
          </p>
        ) : (
          <>
            <div className="h-64 w-full" aria-hidden>
              {children}
            </div>
            <table className="sr-only">
              <caption>{title}</caption>
              <thead>
                <tr>
                  <th scope="col">{columns[0]}</th>
                  <th scope="col">{columns[1]}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.label}>
                    <th scope="row">{row.label}</th>
                    <td>{row.value.toLocaleString('en-US')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </CardContent>
    </Card>
  );
}
