import { Skeleton } from '@/components/ui/skeleton';
import { PAGE_SIZE } from '@concierge/shared';
import { bodyCell } from '@/components/ui/table-cells';
import { USER_COLUMNS } from './table-classes';

/** A page of grey rows while the first load is under way. */
export function UsersSkeletonRows() {
  return Array.from({ length: PAGE_SIZE }, (_, row) => (
    <tr key={row} data-testid="user-skeleton-row">
      <td className={bodyCell}>
        <div className="flex items-center gap-3">
          <Skeleton className="size-9 rounded-full" />
          <div className="space-y-1.5">
            <Skeleton className="h-4 w-28" />
            <Skeleton className="h-3 w-20" />
          </div>
        </div>
      </td>
      {USER_COLUMNS.slice(1).map((column) => (
        <td key={column} className={bodyCell}>
          <Skeleton className="h-4 w-16" />
        </td>
      ))}
    </tr>
  ));
}
