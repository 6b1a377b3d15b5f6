import { PagePlaceholder } from '@/components/page-placeholder';
import { useAuth } from '@/lib/use-auth';
import { useOrganizations } from '@/lib/organizations';

export function DashboardPage() {
  const { user } = useAuth();
  const { current } = useOrganizations();
  const organizationName =
    current?.name ?? user?.organization_name ?? user?.organizationName ?? user?.name ?? '';
  return (
    <PagePlaceholder
      title={`Welcome back, ${organizationName}!`}
      description="Today’s sessions, chats and messages, user interactions, inquiries and feedback, and your latest users."
    />
  );
}
