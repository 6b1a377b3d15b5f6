import { useQuery } from '@tanstack/react-query';
import { loadSamplePlatform } from '../sample-platform';
import { operatorKeys } from './query-keys';

/** The made-up billing, gateways, transactions and alerts (see sample-platform.ts). */
export function useSamplePlatform() {
  return useQuery({
    queryKey: operatorKeys.sample,
    queryFn: () => loadSamplePlatform(),
    staleTime: Infinity,
    meta: { silent: true },
  });
}
