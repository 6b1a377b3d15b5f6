import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import {
  lazy,
  Suspense,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import type { ToasterProps } from 'sonner';
import { createQueryClient } from '@/lib/query-client';
import { loadSonner, sonnerRequested } from '@/lib/toast';

const Toaster = lazy<ComponentType<ToasterProps>>(() =>
  loadSonner().then(
    ({ Toaster }) => ({ default: Toaster }),
    // Not loaded (offline): no toasts rather than a broken app.
    () => ({ default: () => null }),
  ),
);

/**
 * SPEC §9 keeps toasts top-right; they start below the sticky header (h-16, 64 px) so that none
 * covers the notification bell or the user menu.
 */
const TOAST_OFFSET = { top: 80 };
const TOAST_MOBILE_OFFSET = { top: 72 };

/** The Toaster, once sonner has been asked for (lib/toast.ts): not with the login page's first load. */
function LazyToaster() {
  const requested = useSyncExternalStore(sonnerRequested.subscribe, sonnerRequested.get);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position="top-right"
        offset={TOAST_OFFSET}
        mobileOffset={TOAST_MOBILE_OFFSET}
        duration={5000}
        hotkey={['altKey', 'KeyT']}
        richColors
        closeButton
      />
    </Suspense>
  );
}

interface ProvidersProps {
  children: ReactNode;
  /** Tests pass their own client; the app makes one. */
  queryClient?: QueryClient;
}

export function Providers({ children, queryClient }: ProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      {children}
      <LazyToaster />
    </QueryClientProvider>
  );
}
