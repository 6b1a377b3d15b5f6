/** The address suspended tenants and the help page point to. */
export const SUPPORT_EMAIL = 'support@concierge.example';

export const operatorMessages = {
  loadFailed: 'Error loading platform data',
  forbidden: 'Only the platform operator can do this',
  /** Sign-in and every organization call of a suspended tenant's members. */
  tenantSuspended: `Your organization has been suspended. Contact ${SUPPORT_EMAIL} to restore access.`,
  tenantNotFound: 'Tenant not found',
  alreadySuspended: 'This tenant is already suspended',
  notSuspended: 'This tenant is not suspended',
  suspended: (name: string) => `${name} suspended`,
  activated: (name: string) => `${name} activated`,
  deleted: (name: string) => `${name} deleted`,
  created: (name: string, email: string) =>
    `${name} created. An owner invitation was sent to ${email}.`,
  confirmNameMismatch: 'Type the tenant’s name exactly to delete it',
  planNotFound: 'Plan not found',
  planExists: 'A plan with this id already exists',
  planCreated: (name: string) => `Package ${name} created`,
  planSaved: (name: string) => `Package ${name} saved`,
  planActivated: (name: string) => `Package ${name} is now offered`,
  planDeactivated: (name: string) => `Package ${name} is no longer offered`,
  ticketStatusChanged: 'Ticket status updated',
  trialNotOffered: 'The trial plan is given to new organizations and cannot be offered',
} as const;
