import { PagePlaceholder } from '@/components/page-placeholder';

export function ConversationsPage() {
  return (
    <PagePlaceholder
      title="Conversations & Analytics"
      description="Sessions, messages and form categories over the last 7 or 30 days, with every conversation."
    />
  );
}
