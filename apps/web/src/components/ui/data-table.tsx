import type { ReactNode } from 'react';
import { headerCell } from './table-cells';

interface DataTableProps {
  /** Read by screen readers as the table's name. */
  caption: string;
  columns: readonly string[];
  busy?: boolean;
  /**
   * Below 640 px, each row becomes a card of "column: value" lines instead of scrolling sideways;
   * the rows' cells name their column in `data-label` (index.css).
   */
  stackOnPhone?: boolean;
  /** The `<tr>` rows. */
  children: ReactNode;
}

/** A scrollable table with a header row of column names and a busy state while it reloads. */
export function DataTable({ caption, columns, busy, stackOnPhone, children }: DataTableProps) {
  return (
    // A wide table scrolls sideways: the region takes focus so a keyboard can scroll it too. It is
    // `relative` so a visually hidden (absolutely placed) label inside stays in it, not past the page.
    <div className="relative overflow-x-auto" role="region" aria-label={caption} tabIndex={0}>
      <table
        className="min-w-full divide-y divide-slate-200"
        aria-busy={busy || undefined}
        data-stack-on-phone={stackOnPhone || undefined}
      >
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={headerCell}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white">{children}</tbody>
      </table>
    </div>
  );
}
