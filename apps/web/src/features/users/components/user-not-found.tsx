import { ArrowLeft, UserX } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';

/** User Details of a user the server does not know (deleted, or another organization's). */
export function UserNotFound() {
  const navigate = useNavigate();
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
      <UserX className="mb-3 size-10 text-slate-400" aria-hidden />
      <h1 className="text-lg font-semibold text-slate-900">User data not found</h1>
      <Button variant="outline" className="mt-4" onClick={() => void navigate('/users')}>
        <ArrowLeft className="size-4" aria-hidden />
        Back to Users
      </Button>
    </div>
  );
}
