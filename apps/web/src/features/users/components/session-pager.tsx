import { PageNavigation } from '@/components/ui/pagination';

interface SessionPagerProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}

/** SPEC §2 User Details session paging: 'Page x of y', Previous/Next and numbered buttons. */
export function SessionPager({ page, totalPages, onPageChange }: SessionPagerProps) {
  return (
    <PageNavigation
      page={page}
      totalPages={totalPages}
      onPageChange={onPageChange}
      label="Chat session pages"
      summary={`Page ${page} of ${totalPages}`}
    />
  );
}
