import { useParams } from 'react-router';
import { PagePlaceholder } from '@/components/page-placeholder';

export function UserDetailsPage() {
  const { userId } = useParams();
  return (
    <PagePlaceholder
      title="User Details"
      description={`Information and chat history of user ${userId ?? ''}.`}
    />
  );
}
