import type * as SonnerModule from 'sonner';
import type { ExternalToast } from 'sonner';

type Sonner = typeof SonnerModule;

let sonner: Promise<Sonner> | undefined;
const listeners = new Set<() => void>();

/**
 * sonner (10 KB gzipped) is not part of the login page's first load: it loads with the first toast
 * or the first page other than the login page (app.tsx), and the app mounts its Toaster then
 * (providers.tsx). A toast raised before the Toaster subscribes still shows: sonner hands the
 * active toasts to a new Toaster.
 */
export function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner').catch((error: unknown) => {
      sonner = undefined; // the next toast tries again
      throw error;
    });
    for (const listener of listeners) listener();
  }
  return sonner;
}

/** For useSyncExternalStore: whether sonner has been asked for. */
export const sonnerRequested = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  get: () => sonner !== undefined,
};

/**
 * sonner's `toast.success` and `toast.error`, for the modules of the login page's first load (the
 * pages loaded later import `toast` from sonner itself).
 */
export const toast = {
  success(message: string, data?: ExternalToast) {
    void loadSonner().then(({ toast: show }) => show.success(message, data));
  },
  error(message: string, data?: ExternalToast) {
    void loadSonner().then(({ toast: show }) => show.error(message, data));
  },
};

/**
 * Dismisses the error toasts on screen; success toasts stay. Loads nothing: without sonner no toast
 * is showing.
 */
export function dismissErrorToasts(): void {
  void sonner
    ?.then(({ toast: sonnerToast }) => {
      for (const shown of sonnerToast.getToasts()) {
        if ('type' in shown && shown.type === 'error') sonnerToast.dismiss(shown.id);
      }
    })
    .catch(() => undefined);
}
