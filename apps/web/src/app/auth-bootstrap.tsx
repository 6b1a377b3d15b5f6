import { useQuery } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { FullScreenSpinner } from '@/components/ui/full-screen-spinner';
import { sessionQueryOptions } from '@/lib/session-query';
import { useAuth } from '@/lib/use-auth';

/**
 * While a stored token is being checked (GET /auth/me) the whole app shows a spinner (SPEC §2);
 * the answer refreshes the stored user, and a 401 clears the session.
 */
export function AuthBootstrap() {
  const { token } = useAuth();
  const session = useQuery({ ...sessionQueryOptions, enabled: Boolean(token) });
  if (token && session.isLoading) return <FullScreenSpinner />;
  return <Outlet />;
}
