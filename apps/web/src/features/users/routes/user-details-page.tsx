import { ArrowLeft } from 'lucide-react';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { ChatHistoryCard } from '../components/chat-history-card';
import { UserInformationCard } from '../components/user-information-card';
import { UserNotFound } from '../components/user-not-found';
import { readSelectedUser } from '../selected-user';

/**
 * SPEC §2 User Details: the user chosen on the Users list or the Dashboard (kept in session
 * storage, since the API has no single-user call) and their chat sessions.
 */
export function UserDetailsPage() {
  const { userId = '' } = useParams();
  const navigate = useNavigate();
  const user = readSelectedUser();

  if (!user || user._id !== userId) return <UserNotFound />;

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
