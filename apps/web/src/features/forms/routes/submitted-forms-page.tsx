import { PagePlaceholder } from '@/components/page-placeholder';

export function SubmittedFormsPage() {
  return (
    <PagePlaceholder
      title="Submitted Forms"
      description="View and manage all forms submitted by users"
    />
  );
}
