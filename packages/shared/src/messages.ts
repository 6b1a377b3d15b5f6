/** Every user-facing text of SPEC §5 and §8 that both sides quote. Keep them to the letter. */
export const validationMessages = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  fullNameRequired: 'Full name is required',
  passwordTooShort: 'Password must be at least 8 characters',
  confirmPasswordRequired: 'Please confirm your password',
  passwordsDoNotMatchSignup: 'Passwords do not match',
  organizationNameRequired: 'Organization name is required',
  termsRequired: 'Please accept the terms and conditions',
  signupIncomplete: 'Please fill in all required fields.',
  passwordRule:
    'Password must be at least 8 characters long, contain uppercase, lowercase, a number, and a special character.',
  newPasswordRule:
    'New password must be at least 8 characters long, contain uppercase, lowercase, a number, and a special character.',
  passwordsDoNotMatch: 'Passwords do not match.',
  newPasswordsDoNotMatch: 'New passwords do not match.',
  settingsPasswordsDoNotMatch: 'New password and confirmation do not match',
  confirmPasswordRequiredReset: 'Confirm password is required',
  currentPasswordRequired: 'Current password is required',
  otpInvalidFormat: 'Enter the 6-digit code',
  timezoneInvalid: 'Choose one of the listed timezones',
  websiteInvalid: 'Please enter a valid website URL (http:// or https://)',
  urlCredentials: 'Website addresses must not contain a user name or password',
  phoneInvalid: 'Please enter a valid phone number',
} as const;

export const authMessages = {
  emailTaken: 'An account with this email already exists',
  invalidCredentials: 'Invalid email or password',
  emailNotVerified: 'Please verify your email address before logging in',
  invalidCode: 'Invalid verification code',
  invalidCredentialsOrCode: 'Invalid email, password or sign-in code',
  userNotFound: 'User not found',
  currentPasswordIncorrect: 'Current password is incorrect',
  alreadyVerified: 'This email address is already verified',
  resetNotVerified: 'Please verify the code sent to your email before setting a new password',
  sessionExpired: 'Your session has expired. Please sign in again.',
  notAuthenticated: 'Please sign in to continue',
  notAllowed: 'You do not have permission to do this',
  signInCodeRequired:
    'After several failed sign-ins, this account also needs the 6-digit code we sent to your email. Enter it with your password.',
  registered: 'Registration successful! Please verify your email.',
  loggedIn: 'Login successful!',
  loggedOut: 'Logged out successfully!',
  otpVerified: 'OTP verified successfully!',
  otpResent: 'OTP resent successfully!',
  resetCodeSent: 'Password reset OTP sent successfully!',
  passwordReset: 'Password reset successfully!',
  passwordUpdated: 'Password updated successfully!',
  personalInfoUpdated: 'Personal information updated successfully!',
  organizationUpdated: 'Organization settings updated successfully!',
  codeSentToast: 'Verification code sent successfully!',
} as const;

/** When a refused call may be tried again: "in 40 seconds", "in 1 minute", "in 2 hours". */
export function retryWait(seconds: number): string {
  const unit = (count: number, name: string) => `${count} ${name}${count === 1 ? '' : 's'}`;
  if (seconds < 60) return `in ${unit(Math.max(1, Math.ceil(seconds)), 'second')}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `in ${unit(minutes, 'minute')}`;
  return `in ${unit(Math.ceil(minutes / 60), 'hour')}`;
}

/**
 * The 429 answers of the auth calls: what was counted, whose, and when to try again, e.g. "Too many
 * sign-in attempts from your network. Please try again in 9 minutes."
 */
export const limitMessages = {
  fromNetwork: (what: string) => (seconds: number) =>
    `Too many ${what} from your network. Please try again ${retryWait(seconds)}.`,
  forAccount: (what: string) => (seconds: number) =>
    `Too many ${what} for this account. Please try again ${retryWait(seconds)}.`,
  /** Any other limit (API keys, tests of an integration). */
  generic: (seconds: number) => `Too many attempts. Please try again ${retryWait(seconds)}.`,
} as const;

/** The resend cooldown answer: "Please wait 42 seconds before requesting a new code." */
export function resendCooldownMessage(secondsLeft: number): string {
  return `Please wait ${secondsLeft} second${secondsLeft === 1 ? '' : 's'} before requesting a new code.`;
}

export const fallbackMessages = {
  register: 'Failed to register',
  login: 'Failed to login',
  verifyOtp: 'Failed to verify OTP',
  resendOtp: 'Failed to resend OTP',
  sendResetOtp: 'Failed to send reset OTP',
  resetPassword: 'Failed to reset password',
  updatePassword: 'Failed to update password',
  fetchUserInfo: 'Failed to fetch user info',
  updatePersonalInfo: 'Failed to update personal information',
  updateOrganization: 'Failed to update organization settings',
  logout: 'Logout failed',
  loadUserData: 'Failed to load user data',
} as const;
