import { Navigate, Outlet, useLocation } from 'react-router';
import {
  homePath,
  isOperatorConsolePath,
  ONBOARDING_PATH,
  OPERATOR_CONSOLE_PATH,
} from '@/lib/home-path';
import { useAuth } from '@/lib/use-auth';

/**
 * SPEC §2 route guard: no token → /login; onboarding done → /onboarding leads to /;
 * onboarding not done (or unknown) → every other protected path leads to /onboarding.
 * The operator has no organization: every tenant path leads to their console. The console is
 * theirs alone: anyone else opening it goes home.
 */
export function RouteGuard() {
  const { token, onboarding, role } = useAuth();
  const { pathname } = useLocation();
  if (!token) return <Navigate to="/login" replace />;
  if (role === 'operator') {
    return isOperatorConsolePath(pathname) ? (
      <Outlet />
    ) : (
      <Navigate to={OPERATOR_CONSOLE_PATH} replace />
    );
  }
  const onboarded = onboarding === 'true';
  if (onboarded && pathname === ONBOARDING_PATH) return <Navigate to="/" replace />;
  if (!onboarded && pathname !== ONBOARDING_PATH) return <Navigate to={ONBOARDING_PATH} replace />;
  if (isOperatorConsolePath(pathname)) return <Navigate to="/" replace />;
  return <Outlet />;
}

/** Signed-in users who open /login or /signup go to their home page. */
export function PublicOnlyRoute() {
  const { token, onboarding, role } = useAuth();
  if (token) return <Navigate to={homePath(role, onboarding === 'true')} replace />;
  return <Outlet />;
}
