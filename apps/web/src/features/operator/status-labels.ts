import type { TenantStatus } from '@concierge/shared';
import type { TransactionStatus } from './sample-platform';

/** SPEC §4 states as the console's badges and filters name them. */
export const tenantStatusLabels: Record<TenantStatus, string> = {
  active: 'Active',
  trial: 'Trial',
  suspended: 'Suspended',
  cancelled: 'Cancelled',
};

export const transactionStatusLabels: Record<TransactionStatus, string> = {
  completed: 'Completed',
  pending: 'Pending',
  failed: 'Failed',
  refunded: 'Refunded',
};
