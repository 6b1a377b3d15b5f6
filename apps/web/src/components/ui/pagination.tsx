import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Button } from './button';
import { pageList } from './page-list';

interface PaginationProps {
  /** The current page, 1-based. */
  page: number;
  totalPages: number;
  totalItems: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** The nav landmark's accessible name. */
  label?: string;
  className?: string;
}

/**
 * SPEC §2 paging footer: 'Showing X to Y of Z results', Previous/Next (disabled at the ends) and
 * numbered buttons for the first, last, current and neighbouring pages, '...' for the gaps.
 */
export function Pagination({
  page,
  totalPages,
  totalItems,
  pageSize,
  onPageChange,
  label = 'Pagination',
  className,
}: PaginationProps) {
  const pages = Math.max(1, totalPages);
  const from = totalItems === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, totalItems);

  return (
    <nav
      aria-label={label}
      className={cn('flex flex-wrap items-center justify-between gap-3', className)}
    >
      <p className="text-sm text-slate-600" aria-live="polite">
        Showing {from} to {to} of {totalItems} results
      </p>
      <div className="flex flex-wrap items-center gap-1">
        <Button
          variant="outline"
          size="sm"
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
        >
          <ChevronLeft className="size-4" aria-hidden />
          Previous
        </Button>
        {pageList(page, pages).map((item, index) =>
          item === 'ellipsis' ? (
            <span key={`ellipsis-${index}`} className="px-2 text-sm text-slate-400" aria-hidden>
              ...
            </span>
          ) : (
            <Button
              key={item}
              variant={item === page ? 'primary' : 'outline'}
              size="sm"
              className="min-w-8 px-2"
              aria-label={`Page ${item}`}
              aria-current={item === page ? 'page' : undefined}
              onClick={() => item !== page && onPageChange(item)}
            >
              {item}
            </Button>
          ),
        )}
        <Button
          variant="outline"
          size="sm"
          disabled={page >= pages}
          onClick={() => onPageChange(page + 1)}
        >
          Next
          <ChevronRight className="size-4" aria-hidden />
        </Button>
      </div>
    </nav>
  );
}
