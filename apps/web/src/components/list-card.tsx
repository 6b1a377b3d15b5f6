import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { Pagination, type PaginationProps } from '@/components/ui/pagination';

interface ListCardProps {
  /** The table, its skeleton or the empty state. */
  children: ReactNode;
  /** The paging footer; none while the first page loads. */
  pagination: PaginationProps | null;
}

/** A paged list on a card: the rows above, 'Showing X to Y of Z results' and page buttons below. */
export function ListCard({ children, pagination }: ListCardProps) {
  return (
    <Card className="overflow-hidden">
      {children}
      {pagination && (
        <div className="border-t border-slate-200 px-4 py-3">
          <Pagination {...pagination} />
        </div>
      )}
    </Card>
  );
}
