/** SPEC §9 business constants shared by server and web. */
export const OTP_LENGTH = 6;
export const OTP_RESEND_COOLDOWN_SECONDS = 60;
export const OTP_EXPIRY_SECONDS = 60;
export const PASSWORD_MIN_LENGTH = 8;
export const PAGE_SIZE = 10;
export const PRODUCT_NAME = 'Concierge';

/** SPEC §5: the timezone choices of the Profile tab. */
export const TIMEZONES = [
  'America/Los_Angeles',
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'Asia/Karachi',
] as const;
export type Timezone = (typeof TIMEZONES)[number];

/** A member's role in an organization, highest first (see team.ts for what each may do). */
export const MEMBERSHIP_ROLES = ['owner', 'admin', 'editor', 'viewer'] as const;
export type MembershipRole = (typeof MEMBERSHIP_ROLES)[number];
/** The role a session carries: the membership role, or the platform role operator. */
export type SessionRole = MembershipRole | 'operator';

/** The header that carries the organization chosen in the switcher. */
export const ORGANIZATION_HEADER = 'x-organization-id';
