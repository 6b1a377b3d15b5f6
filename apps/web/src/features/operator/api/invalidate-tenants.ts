import type { QueryClient } from '@tanstack/react-query';
import { operatorKeys } from './query-keys';

/** After any tenant change: the list, every open detail and the platform figures reload. */
export function invalidateTenants(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: operatorKeys.tenants });
  void queryClient.invalidateQueries({ queryKey: operatorKeys.stats });
}
