import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Toaster } from 'sonner';
import { createQueryClient } from '@/lib/query-client';

/**
 * Renders a screen under a route pattern with parameters ('/users/:userId'), which the shared
 * helper (exact paths only) cannot; other paths render 'Landed on {path}'.
 */
export function renderAtRoute(
  ui: ReactElement,
  { route, url, otherPaths = [] }: { route: string; url: string; otherPaths?: string[] },
) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={route} element={ui} />
          {otherPaths.map((other) => (
            <Route key={other} path={other} element={<p>Landed on {other}</p>} />
          ))}
        </Routes>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}
