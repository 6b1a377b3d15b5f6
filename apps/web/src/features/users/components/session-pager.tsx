import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { pageList } from '@/components/ui/page-list';

interface SessionPagerProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}

/** SPEC §2 User Details session paging: 'Page x of y', Previous/Next and numbered buttons. */
export function SessionPager({ page, totalPages, onPageChange }: SessionPagerProps) {
  return (
    <nav
      aria-label="Chat session pages"
      className="flex flex-wrap items-center justify-between gap-3"
    >
      <p className="text-sm text-slate-600" aria-live="polite">
        Page {page} of {totalPages}
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
        {pageList(page, totalPages).map((item, index) =>
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
          disabled={page >= totalPages}
          onClick={() => onPageChange(page + 1)}
        >
          Next
          <ChevronRight className="size-4" aria-hidden />
        </Button>
      </div>
    </nav>
  );
}
