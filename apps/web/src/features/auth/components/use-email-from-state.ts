import { useLocation } from 'react-router';

/** The e-mail handed over in navigation state by the previous auth screen, if any. */
export function useEmailFromState(): string | null {
  const { state } = useLocation();
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' && email !== '' ? email : null;
}
