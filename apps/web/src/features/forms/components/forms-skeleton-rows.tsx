import { PAGE_SIZE } from '@concierge/shared';
import { Skeleton } from '@/components/ui/skeleton';
import { bodyCell } from '@/components/ui/table-cells';
import { FORM_COLUMNS } from './table-classes';

/** A page of grey rows while the first load is under way. */
export function FormsSkeletonRows() {
  return Array.from({ length: PAGE_SIZE }, (_, row) => (
    <tr key={row} data-testid="form-skeleton-row">
      <td className={bodyCell}>
        <Skeleton className="h-5 w-28 rounded-full" />
      </td>
      <td className={bodyCell}>
        <div className="flex items-center gap-3">
          <Skeleton className="size-9 rounded-full" />
          <div className="space-y-1.5">
            <Skeleton className="h-4 w-28" />
            <Skeleton className="h-3 w-36" />
          </div>
        </div>
      </td>
      {FORM_COLUMNS.slice(2).map((column) => (
        <td key={column} className={bodyCell}>
          <Skeleton className="h-4 w-20" />
        </td>
      ))}
    </tr>
  ));
}
