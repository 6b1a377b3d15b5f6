import type { AuthSession, Timezone, UserInfo } from '@concierge/shared';
import type { Account } from '../../platform/auth-guard.js';
import type { PrimaryOrganization } from './queries.js';

export type SessionUser = Omit<AuthSession, 'token'>;

/** SPEC §3 "User (session/auth)", flat, as login, verify and /auth/me answer it. */
export function toSessionUser(
  account: Account,
  organization: Pick<PrimaryOrganization, 'name' | 'website' | 'role'> | null,
): SessionUser {
  return {
    onboarding: account.onboardingCompleted,
    id: account.id,
    name: account.name,
    email: account.email,
    role: account.platformRole ?? organization?.role ?? 'owner',
    emailVerified: account.emailVerified,
    onboardingCompleted: account.onboardingCompleted,
    createdAt: account.createdAt.toISOString(),
    lastActive: account.lastActiveAt?.toISOString() ?? null,
    organizationName: organization?.name ?? null,
    full_name: account.name,
    phone_number: account.phoneNumber,
    timezone: account.timezone as Timezone,
    organization_name: organization?.name ?? null,
    website: organization?.website ?? '',
  };
}

export function toUserInfo(
  account: Account,
  organization: Pick<PrimaryOrganization, 'name' | 'website'> | null,
): UserInfo {
  return {
    email: account.email,
    full_name: account.name,
    phone_number: account.phoneNumber,
    timezone: account.timezone as Timezone,
    organization_name: organization?.name ?? null,
    website: organization?.website ?? '',
  };
}
