import type { SubmittedForm } from '@concierge/shared';
import { useCallback, useEffect, useRef, useState } from 'react';

/** SPEC §4: the drawer lets go of its form 300 ms after closing, once it is out of sight. */
export const CLEAR_SELECTION_DELAY_MS = 300;

/** The form shown in the Form Details drawer, and whether the drawer is open. */
export function useFormSelection() {
  const [form, setForm] = useState<SubmittedForm | null>(null);
  const [open, setOpen] = useState(false);
  const clearTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(clearTimer.current), []);

  const select = useCallback((next: SubmittedForm) => {
    clearTimeout(clearTimer.current);
    setForm(next);
    setOpen(true);
  }, []);

  const onOpenChange = (isOpen: boolean) => {
    setOpen(isOpen);
    if (isOpen) return;
    clearTimeout(clearTimer.current);
    clearTimer.current = setTimeout(() => setForm(null), CLEAR_SELECTION_DELAY_MS);
  };

  return { form, open, select, onOpenChange };
}
