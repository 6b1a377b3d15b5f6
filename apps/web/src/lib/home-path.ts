import type { SessionRole } from '@concierge/shared';

export const ONBOARDING_PATH = '/onboarding';
export const OPERATOR_CONSOLE_PATH = '/operator';

/** The operator console and any page under it. */
export function isOperatorConsolePath(pathname: string): boolean {
  return pathname === OPERATOR_CONSOLE_PATH || pathname.startsWith(`${OPERATOR_CONSOLE_PATH}/`);
}

/**
 * The page a signed-in person starts on. The operator belongs to no organization, so every tenant
 * screen would fail for them: their home is the console. Others go to the dashboard once their
 * onboarding is done (SPEC §2), to the wizard until then.
 */
export function homePath(role: SessionRole | null, onboarded: boolean): string {
  if (role === 'operator') return OPERATOR_CONSOLE_PATH;
  return onboarded ? '/' : ONBOARDING_PATH;
}
