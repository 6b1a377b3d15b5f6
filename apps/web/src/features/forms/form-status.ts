import type { FormStatus, SubmittedForm } from '@concierge/shared';

export type FormState = 'open' | 'processed' | 'cancelled';
/** What staff can do to a form: process it (status 'True') or cancel it (status 'False'). */
export type FormAction = 'process' | 'cancel';

export const ACTION_STATUS: Record<FormAction, FormStatus> = { process: 'True', cancel: 'False' };

/** SPEC §3 allows the status as 'True'/'False' or a boolean; anything else is open. */
export function formStateOf(status: SubmittedForm['status'] | boolean): FormState {
  const text = String(status).toLowerCase();
  if (text === 'true') return 'processed';
  if (text === 'false') return 'cancelled';
  return 'open';
}

/**
 * SPEC §4: Process shows unless the status is true, Cancel unless it is false; an open form shows
 * both.
 */
export function availableActions(status: SubmittedForm['status']): FormAction[] {
  const state = formStateOf(status);
  const actions: FormAction[] = [];
  if (state !== 'processed') actions.push('process');
  if (state !== 'cancelled') actions.push('cancel');
  return actions;
}
