import type { AuthSession } from '@concierge/shared';

/** A session user as the server answers it (SPEC §3 User). */
export function sessionFixture(overrides: Partial<AuthSession> = {}): AuthSession {
  return {
    token: 'jwt-token',
    onboarding: true,
    id: 'u1',
    name: 'Ada',
    email: 'ada@example.com',
    role: 'owner',
    emailVerified: true,
    onboardingCompleted: true,
    createdAt: '2024-01-05T10:30:00.000Z',
    lastActive: null,
    organizationName: 'Lab One',
    full_name: 'Ada Lovelace',
    phone_number: '',
    timezone: 'America/New_York',
    organization_name: 'Lab One',
    website: '',
    ...overrides,
  };
}
