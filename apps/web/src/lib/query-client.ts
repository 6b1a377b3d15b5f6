import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { authMessages } from '@concierge/shared/messages';
import { ApiError, errorMessage } from './api-error';
import { toast } from './toast';

/**
 * What a query or mutation may say about its failures (`meta` of TanStack Query):
 * `errorMessage` is the SPEC §8 fallback when the server sent no message; `silent` skips the toast
 * (SPEC's silent failures, and failures the screen shows itself in a banner: one message each).
 */
export interface CallMeta extends Record<string, unknown> {
  errorMessage?: string;
  silent?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: CallMeta;
    mutationMeta: CallMeta;
  }
}

/** The one place that turns a failed call into a toast. */
function notify(error: unknown, meta: CallMeta | undefined): void {
  if (meta?.silent) return;
  if (error instanceof ApiError && error.status === 401 && error.message === '') return;
  if (error instanceof DOMException && error.name === 'AbortError') return;
  const message = errorMessage(error, meta?.errorMessage);
  const id = message === authMessages.sessionExpired ? 'session-expired' : undefined;
  toast.error(message, { id });
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => notify(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => notify(error, mutation.meta),
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) &&
          failureCount < 2,
      },
      mutations: { retry: false },
    },
  });
}
