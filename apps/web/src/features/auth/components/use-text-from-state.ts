import { useLocation } from 'react-router';

/** What one auth screen hands the next in navigation state. */
export type HandedOver = 'email' | 'resetToken' | 'notice';

/** A text the previous auth screen handed over in navigation state, if any. */
export function useTextFromState(key: HandedOver): string | null {
  const { state } = useLocation();
  const value = (state as Partial<Record<HandedOver, unknown>> | null)?.[key];
  return typeof value === 'string' && value !== '' ? value : null;
}
