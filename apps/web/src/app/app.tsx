import { RouterProvider, createBrowserRouter } from 'react-router';
import { loadSonner } from '@/lib/toast';
import { Providers } from './providers';
import { routes } from './routes';

const router = createBrowserRouter(routes);

// Any page but the login page may toast as soon as it shows (it imports sonner itself): the
// toaster comes with the first of them. The login page's first load goes without (lib/toast.ts).
function loadToasterAwayFromLogin() {
  if (router.state.location.pathname !== '/login') void loadSonner().catch(() => undefined);
}
loadToasterAwayFromLogin();
router.subscribe(loadToasterAwayFromLogin);

export function App() {
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
