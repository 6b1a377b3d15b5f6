import { PageNavigation } from '@/components/ui/pagination';

interface PaginationControlsProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}

export function PaginationControls({ page, totalPages, onPageChange }: PaginationControlsProps) {
  return (
    <PageNavigation
      page={page}
      totalPages={totalPages}
      onPageChange={onPageChange}
      summary={`Page ${page} of ${Math.max(1, totalPages)}`}
    />
  );
}
