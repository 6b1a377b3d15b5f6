import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { Header } from './header';
import { Sidebar } from './sidebar';

/** The signed-in frame: sidebar (a drawer on small screens), header, and the page. */
export function ProtectedLayout() {
  const [navigationOpen, setNavigationOpen] = useState(false);
  return (
    <div className="min-h-screen bg-slate-50">
      <aside className="fixed inset-y-0 left-0 z-40 hidden w-64 border-r border-slate-200 lg:block">
        <Sidebar />
      </aside>
      <Dialog.Root open={navigationOpen} onOpenChange={setNavigationOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40 lg:hidden" />
          <Dialog.Content
            aria-describedby={undefined}
            className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] shadow-xl focus:outline-none lg:hidden"
          >
            <Dialog.Title className="sr-only">Navigation</Dialog.Title>
            <Sidebar onNavigate={() => setNavigationOpen(false)} />
            <Dialog.Close
              aria-label="Close navigation"
              className="absolute top-4 right-3 cursor-pointer rounded-md p-1.5 text-slate-400 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
            >
              <X className="size-4" aria-hidden />
            </Dialog.Close>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      <div className="flex min-h-screen flex-col lg:pl-64">
        <Header onOpenNavigation={() => setNavigationOpen(true)} />
        <main className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 sm:px-6 lg:px-8">
          {/* A page opened first (a reload, a link) loads inside the frame. */}
          <Suspense
            fallback={
              <div className="flex justify-center py-24">
                <Spinner className="size-8 text-brand-600" label="Loading" />
              </div>
            }
          >
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
