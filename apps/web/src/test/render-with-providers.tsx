import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Toaster } from 'sonner';
import { createQueryClient } from '@/lib/query-client';

interface Options {
  path?: string;
  /** The query string of the first location, e.g. '?next=/settings'. */
  search?: string;
  state?: unknown;
  /** Extra routes to land on (e.g. '/verify-email'): each renders its path as text. */
  otherPaths?: string[];
  /** Extra routes that render real screens, for flows across screens. */
  pages?: Record<string, ReactElement>;
}

/** Renders one screen at `path` with the app's query client, a router and the toaster. */
export function renderWithProviders(ui: ReactElement, options: Options = {}) {
  const { path = '/', search = '', state, otherPaths = [], pages = {} } = options;
  const queryClient = createQueryClient();
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[{ pathname: path, search, state }]}>
        <Routes>
          <Route path={path} element={ui} />
          {otherPaths.map((other) => (
            <Route key={other} path={other} element={<p>Landed on {other}</p>} />
          ))}
          {Object.entries(pages).map(([pagePath, page]) => (
            <Route key={pagePath} path={pagePath} element={page} />
          ))}
        </Routes>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}
