import type { SessionRole, Timezone } from './constants.js';

/** SPEC §3 "User (session/auth)": what login and verify answer in `data`, flat. */
export interface AuthSession {
  token: string;
  onboarding: boolean;
  id: string;
  name: string;
  email: string;
  role: SessionRole;
  emailVerified: boolean;
  onboardingCompleted: boolean;
  createdAt: string;
  lastActive: string | null;
  organizationName: string | null;
  full_name: string;
  phone_number: string;
  timezone: Timezone;
  organization_name: string | null;
  website: string;
}

/** GET /auth/user-info `data`. */
export interface UserInfo {
  email: string;
  full_name: string;
  phone_number: string;
  timezone: Timezone;
  organization_name: string | null;
  website: string;
}

/** PUT /auth/organization-info `data`. */
export interface OrganizationInfo {
  organization_name: string;
  website: string;
}

/** One row of GET /auth/organizations (SPEC §3 Organization). */
export interface OrganizationSummary {
  id: string;
  name: string;
  /** The plan's id (plans table: trial, starter, professional, enterprise). */
  plan: string;
  planName: string;
  role: SessionRole;
  trialEndsAt: string | null;
  usage: {
    chats: { used: number; limit: number };
    seats: { used: number; limit: number };
  };
  settings: { environment: 'production' | 'development'; domain: string };
}

/** The envelope of every JSON answer (ARCHITECTURE "Contracts"). */
export interface Envelope<T> {
  status_code: number;
  message: string;
  data: T;
}

/** `data` of a 400 answer: every failing field with its message. */
export interface ValidationErrorData {
  errors: { field: string; message: string }[];
}

/** `data` of resend-otp and forgot-password: the code's lifetime and the resend cooldown. */
export interface CodeTimers {
  expiresInSeconds: number;
  resendAfterSeconds: number;
}

/** `data` of verify-forgot-password-otp: the single-use token reset-password then requires. */
export interface ResetCodeVerified {
  email: string;
  reset_token: string;
}

/**
 * `data` of a sign-in answered 401 because the account, after repeated wrong passwords, also needs
 * the code mailed to it (sent again with `otp`).
 */
export interface SignInCodeRequired {
  codeRequired: true;
}
