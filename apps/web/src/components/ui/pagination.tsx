import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Button } from './button';
import { pageList } from './page-list';

interface PageNavigationProps {
  /** The current page, 1-based. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** The nav landmark's accessible name. */
  label?: string;
  /** The line beside the buttons, e.g. 'Page 2 of 5'. */
  summary: ReactNode;
  className?: string;
}

/**
 * Previous/Next (disabled at the ends) and numbered buttons for the first, last, current and
 * neighbouring pages, '...' for the gaps (SPEC §2).
 */
export function PageNavigation({
  page,
  totalPages,
  onPageChange,
  label = 'Pagination',
  summary,
  className,
}: PageNavigationProps) {
  const pages = Math.max(1, totalPages);
  return (
    <nav
      aria-label={label}
      className={cn('flex flex-wrap items-center justify-between gap-3', className)}
    >
      <p className="text-sm text-slate-600" aria-live="polite">
        {summary}
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

export interface PaginationProps extends Omit<PageNavigationProps, 'summary'> {
  totalItems: number;
  pageSize: number;
}

/** SPEC §2 paging footer of the users and forms lists: 'Showing X to Y of Z results'. */
export function Pagination({ page, totalItems, pageSize, ...navigation }: PaginationProps) {
  const from = totalItems === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, totalItems);
  return (
    <PageNavigation
      page={page}
      summary={`Showing ${from} to ${to} of ${totalItems} results`}
      {...navigation}
    />
  );
}
