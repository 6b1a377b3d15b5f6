import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '@/lib/use-auth';

export const ONBOARDING_PATH = '/onboarding';

/**
 * SPEC §2 route guard: no token → /login; onboarding done → /onboarding leads to /;
 * onboarding not done (or unknown) → every other protected path leads to /onboarding.
 */
export function RouteGuard() {
  const { token, onboarding } = useAuth();
  const { pathname } = useLocation();
  if (!token) return <Navigate to="/login" replace />;
  const onboarded = onboarding === 'true';
  if (onboarded && pathname === ONBOARDING_PATH) return <Navigate to="/" replace />;
  if (!onboarded && pathname !== ONBOARDING_PATH) return <Navigate to={ONBOARDING_PATH} replace />;
  return <Outlet />;
}

/** Signed-in users who open /login or /signup go home (or to onboarding). */
export function PublicOnlyRoute() {
  const { token, onboarding } = useAuth();
  if (token) return <Navigate to={onboarding === 'true' ? '/' : ONBOARDING_PATH} replace />;
  return <Outlet />;
}
