import { Suspense, useEffect } from 'react';
import { BrowserRouter, useLocation, useRoutes } from 'react-router';
import { FullScreenSpinner } from '@/components/ui/full-screen-spinner';
import { loadSonner } from '@/lib/toast';
import { useAuthPageErrorsDismissedOnLeaving } from '@/lib/toast-on-navigation';
import { Providers } from './providers';
import { routes } from './routes';

/**
 * Declarative routing (`useRoutes`), not a data router: the app loads no route data, and the data
 * router's loaders, actions and fetchers were 16 KB of the login page's JavaScript (decision 013).
 */
function AppRoutes() {
  const { pathname } = useLocation();
  // Any page but the login page may toast as soon as it shows (it imports sonner itself): the
  // toaster comes with the first of them. The login page's first load goes without (lib/toast.ts).
  useEffect(() => {
    if (pathname !== '/login') void loadSonner().catch(() => undefined);
  }, [pathname]);
  useAuthPageErrorsDismissedOnLeaving(pathname);
  return useRoutes(routes);
}

export function App() {
  return (
    <Providers>
      {/* Not transitions: the URL changes at once, so the screen must too. A page loading for the
          first time shows the nearest spinner, not the previous page under the new address. */}
      <BrowserRouter useTransitions={false}>
        <Suspense fallback={<FullScreenSpinner />}>
          <AppRoutes />
        </Suspense>
      </BrowserRouter>
    </Providers>
  );
}
