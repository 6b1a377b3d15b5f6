import { ArrowLeft } from 'lucide-react';
import { useNavigate, useParams } from 'react-router';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError, errorMessage } from '@/lib/api-error';
import { useUser, userLoadFailed } from '../api/get-user';
import { ChatHistoryCard } from '../components/chat-history-card';
import { UserInformationCard } from '../components/user-information-card';
import { UserNotFound } from '../components/user-not-found';

/**
 * SPEC §2 User Details: the user chosen on the Users list or the Dashboard (kept in session
 * storage), or loaded by id when this tab has none, and their chat sessions.
 */
export function UserDetailsPage() {
  const { userId = '' } = useParams();
  const navigate = useNavigate();
  const query = useUser(userId);
  const user = query.data;

  if (query.isPending) {
    return (
      <div aria-busy className="space-y-4">
        <span className="sr-only">Loading user</span>
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (!user) {
    if (query.error instanceof ApiError && query.error.status === 404) return <UserNotFound />;
    return (
      <LoadError
        message={errorMessage(query.error, userLoadFailed)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }

  return (
    <div>
      <PageHeader
        title="User Details"
        description={
          <>
            <span className="font-medium text-slate-700">{user.username}</span>
            <span aria-hidden> · </span>
            <span>{user.email || 'No email'}</span>
          </>
        }
        actions={
          <Button variant="outline" onClick={() => void navigate('/users')}>
            <ArrowLeft className="size-4" aria-hidden />
            Back to Users
          </Button>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <div>
          <UserInformationCard user={user} />
        </div>
        <ChatHistoryCard key={user._id} userId={user._id} />
      </div>
    </div>
  );
}
