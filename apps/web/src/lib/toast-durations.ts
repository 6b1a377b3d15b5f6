/** SPEC §9: toasts on the forms and users screens close after 3 s instead of the app's 5 s. */
export const STAFF_TOAST_DURATION_MS = 3000;
