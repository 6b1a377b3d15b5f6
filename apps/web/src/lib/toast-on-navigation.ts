import { useEffect, useRef } from 'react';
import { dismissErrorToasts } from './toast';

/** The sign-in, sign-up, code and password pages. */
const AUTH_PAGE_PATHS = new Set([
  '/login',
  '/signup',
  '/verify-email',
  '/forget-password',
  '/verify-forget-password',
  '/reset-password',
  '/accept-invitation',
]);

/**
 * Leaving an auth page takes its failures with it: Sign-up's 'Please fill in all required fields.'
 * must not follow the person onto /verify-email. Success toasts stay, because they announce the
 * page being opened ('Registration successful! Please verify your email.', 'Login successful!').
 */
export function useAuthPageErrorsDismissedOnLeaving(pathname: string): void {
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current !== pathname && AUTH_PAGE_PATHS.has(previous.current)) {
      dismissErrorToasts();
    }
    previous.current = pathname;
  }, [pathname]);
}
