import { PagePlaceholder } from '@/components/page-placeholder';

export function UsersPage() {
  return (
    <PagePlaceholder
      title="Users Management"
      description="Manage and view user information and chat history"
    />
  );
}
