import type { FormConfig } from '@concierge/shared';
import { useSyncExternalStore } from 'react';

/** The form the Forms tab is editing, as the live preview shows it (a form offer of the bot). */
export interface PreviewForm {
  category: string;
  formConfig: FormConfig;
}

export interface PreviewFormStore {
  get: () => PreviewForm | null;
  set: (form: PreviewForm | null) => void;
  subscribe: (listener: () => void) => () => void;
}

/**
 * Carries the edited form from the Forms tab to the live preview. A store rather than state of
 * the editor: each keystroke then re-renders the preview only, not every tab.
 */
export function createPreviewFormStore(): PreviewFormStore {
  let current: PreviewForm | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(form) {
      current = form;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export function usePreviewForm(store: PreviewFormStore): PreviewForm | null {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
