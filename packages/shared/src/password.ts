import { PASSWORD_MIN_LENGTH } from './constants.js';

/** SPEC §5: the characters that count as "special" in the password rule. */
const SPECIAL_CHARACTER = /[!@#$%^&*(),.?":{}|<>]/;

export function meetsPasswordRule(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    /[A-Z]/.test(password) &&
    /[a-z]/.test(password) &&
    /\d/.test(password) &&
    SPECIAL_CHARACTER.test(password)
  );
}

export type PasswordStrength = 'Weak' | 'Medium' | 'Strong';

/** SPEC §5 strength meter: a point each for length 8+, upper, lower, digit, symbol. */
export function passwordStrength(password: string): { score: number; label: PasswordStrength } {
  const score = [
    password.length >= PASSWORD_MIN_LENGTH,
    /[A-Z]/.test(password),
    /[a-z]/.test(password),
    /\d/.test(password),
    /[^A-Za-z0-9]/.test(password),
  ].filter(Boolean).length;
  const label = score < 2 ? 'Weak' : score < 4 ? 'Medium' : 'Strong';
  return { score, label };
}
