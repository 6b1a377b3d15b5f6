// zod/mini, not classic zod: these schemas are on the login page, and mini's functions tree-shake
// (classic's method chains pull every schema type, JSON Schema and the locales into the bundle).
// The server validates and documents them through zod/v4/core just the same.
import { z } from 'zod/mini';
import { PASSWORD_MIN_LENGTH, TIMEZONES } from './constants.js';
import { authMessages, validationMessages as m } from './messages.js';
import { meetsPasswordRule } from './password.js';
import { hasUrlCredentials } from './urls.js';

const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ()./-]{5,32}$/;
const MAX_TEXT = 200;

/** Required text, trimmed; `message` for missing and for blank alike. */
function requiredText(message: string, max = MAX_TEXT) {
  return z
    .string({ error: message })
    .check(
      z.trim(),
      z.minLength(1, { error: message }),
      z.maxLength(max, { error: `Must be at most ${max} characters` }),
    );
}

export const emailField = z
  .string({ error: m.emailRequired })
  .check(
    z.trim(),
    z.minLength(1, { error: m.emailRequired }),
    z.maxLength(254, { error: m.emailInvalid }),
    z.regex(SIMPLE_EMAIL, { error: m.emailInvalid }),
  );

const passwordRequired = z
  .string({ error: m.passwordRequired })
  .check(
    z.minLength(1, { error: m.passwordRequired }),
    z.maxLength(256, { error: 'Password must be at most 256 characters' }),
  );

function strongPassword(ruleMessage: string) {
  return passwordRequired.check(z.refine(meetsPasswordRule, { error: ruleMessage }));
}

/**
 * Adds "b must equal a" to an object schema, reported on field b, checked as soon as both
 * fields hold text (so the mismatch shows even while other fields are still invalid).
 */
function fieldsMatch<T extends object>(a: keyof T, b: keyof T, message: string) {
  return {
    check: (value: T) => value[a] === value[b],
    params: {
      path: [b as string],
      error: message,
      when: (payload: { value: unknown }) => {
        const value = payload.value as Partial<T> | undefined;
        return typeof value?.[a] === 'string' && typeof value?.[b] === 'string' && value[b] !== '';
      },
    },
  };
}

export const otpField = z
  .string({ error: m.otpInvalidFormat })
  .check(z.trim(), z.regex(/^\d{6}$/, { error: m.otpInvalidFormat }));

/** `otp`: the code sign-in asks for after repeated wrong passwords on the account. */
export const loginSchema = z.object({
  email: emailField,
  password: passwordRequired,
  otp: z.optional(otpField),
});
export type LoginInput = z.infer<typeof loginSchema>;

const signupFields = {
  name: requiredText(m.fullNameRequired, 100),
  email: emailField,
  organizationName: requiredText(m.organizationNameRequired, 100),
  password: passwordRequired.check(
    z.minLength(PASSWORD_MIN_LENGTH, { error: m.passwordTooShort }),
    z.refine(meetsPasswordRule, { error: m.passwordRule }),
  ),
  confirmPassword: z
    .string({ error: m.confirmPasswordRequired })
    .check(z.minLength(1, { error: m.confirmPasswordRequired })),
};

const signupMatch = fieldsMatch<{ password: string; confirmPassword: string }>(
  'password',
  'confirmPassword',
  m.passwordsDoNotMatchSignup,
);

/** The Signup screen: SPEC §3 Signup form plus the terms checkbox. */
export const signupFormSchema = z
  .object({
    ...signupFields,
    terms: z
      .boolean({ error: m.termsRequired })
      .check(z.refine((accepted) => accepted, { error: m.termsRequired })),
  })
  .check(z.refine(signupMatch.check, signupMatch.params));
export type SignupFormInput = z.infer<typeof signupFormSchema>;

/** POST /invitations/:token/signup: an account for the invited e-mail, which the link proves. */
export const invitationSignupSchema = z
  .object({
    name: signupFields.name,
    password: signupFields.password,
    confirmPassword: signupFields.confirmPassword,
  })
  .check(z.refine(signupMatch.check, signupMatch.params));
export type InvitationSignupInput = z.infer<typeof invitationSignupSchema>;

/** POST /auth/signup accepts camelCase or the snake_case shape of SPEC §7; both become camelCase. */
export const signupRequestSchema = z.pipe(
  z.transform((body: unknown): unknown => {
    if (typeof body !== 'object' || body === null) return body;
    const raw = body as Record<string, unknown>;
    return {
      name: raw.name ?? raw.full_name,
      email: raw.email,
      organizationName: raw.organizationName ?? raw.organization_name,
      password: raw.password,
      confirmPassword: raw.confirmPassword ?? raw.confirm_password,
    };
  }),
  z.object(signupFields).check(z.refine(signupMatch.check, signupMatch.params)),
);
export type SignupRequest = z.infer<typeof signupRequestSchema>;

export const verifyOtpSchema = z.object({ otp: otpField, email: emailField });
export type VerifyOtpInput = z.infer<typeof verifyOtpSchema>;

export const emailOnlySchema = z.object({ email: emailField });
export type EmailOnlyInput = z.infer<typeof emailOnlySchema>;

const resetMatch = fieldsMatch<{ password: string; confirm_password: string }>(
  'password',
  'confirm_password',
  m.passwordsDoNotMatch,
);
/** `reset_token`: what verifying the reset code answered; the reset uses it up. */
export const resetPasswordSchema = z
  .object({
    email: emailField,
    password: strongPassword(m.passwordRule),
    confirm_password: z
      .string({ error: m.confirmPasswordRequiredReset })
      .check(z.minLength(1, { error: m.confirmPasswordRequiredReset })),
    // Optional here so that a call without one is refused, and counted, like a wrong one.
    reset_token: z.optional(
      z
        .string({ error: authMessages.resetNotVerified })
        .check(z.maxLength(200, { error: authMessages.resetNotVerified })),
    ),
  })
  .check(z.refine(resetMatch.check, resetMatch.params));
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

const changePasswordFields = {
  current_password: z
    .string({ error: m.currentPasswordRequired })
    .check(z.minLength(1, { error: m.currentPasswordRequired })),
  new_password: strongPassword(m.newPasswordRule),
  confirm_new_password: z
    .string({ error: m.confirmPasswordRequiredReset })
    .check(z.minLength(1, { error: m.confirmPasswordRequiredReset })),
};
interface ChangePasswordShape {
  new_password: string;
  confirm_new_password: string;
}

const changeMatch = fieldsMatch<ChangePasswordShape>(
  'new_password',
  'confirm_new_password',
  m.newPasswordsDoNotMatch,
);
export const changePasswordSchema = z
  .object(changePasswordFields)
  .check(z.refine(changeMatch.check, changeMatch.params));
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** The Security tab words the mismatch its own way (SPEC §5). */
const settingsMatch = fieldsMatch<ChangePasswordShape>(
  'new_password',
  'confirm_new_password',
  m.settingsPasswordsDoNotMatch,
);
export const changePasswordFormSchema = z
  .object(changePasswordFields)
  .check(z.refine(settingsMatch.check, settingsMatch.params));

/** Optional text, trimmed; empty is allowed, anything else must pass `isValid`. */
const optionalText = (isValid: (value: string) => boolean, message: string, max = 2048) =>
  z.optional(
    z.string({ error: message }).check(
      z.trim(),
      z.maxLength(max, { error: message }),
      z.refine((value) => value === '' || isValid(value), { error: message }),
    ),
  );

export const userInfoUpdateSchema = z.object({
  full_name: requiredText(m.fullNameRequired, 100),
  phone_number: optionalText((value) => PHONE.test(value), m.phoneInvalid, 32),
  timezone: z.enum(TIMEZONES, { error: m.timezoneInvalid }),
});
export type UserInfoUpdate = z.infer<typeof userInfoUpdateSchema>;

export const organizationInfoUpdateSchema = z.object({
  organization_name: requiredText(m.organizationNameRequired, 100),
  website: z.optional(
    z.string({ error: m.websiteInvalid }).check(
      z.trim(),
      z.maxLength(2048, { error: m.websiteInvalid }),
      z.refine((value) => value === '' || isHttpUrl(value), { error: m.websiteInvalid }),
      z.refine((value) => !hasUrlCredentials(value), { error: m.urlCredentials }),
    ),
  ),
});
export type OrganizationInfoUpdate = z.infer<typeof organizationInfoUpdateSchema>;

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}
