import type { FormConfig } from '@concierge/shared';
import { readableDate } from '../lib/form-dates';
import { el } from './dom';
import { formFields, type FormField } from './form-fields';
import { FORM_SENT_TEXT } from './render-form';

/**
 * An answer as the visitor reads it back: a tick box says Yes or No (it was answered either
 * way), a date is spelled out, empty text is left out (null).
 */
function readableAnswer(field: FormField, value: unknown): string | null {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string' || value === '') return null;
  return field.type === 'date' ? readableDate(value) : value;
}

/**
 * What the visitor sent, once sent: the form's name, each field they answered with its answer,
 * and the confirmation line. Answers are the visitor's own text, shown as text nodes.
 */
export function renderFormRecap(
  config: FormConfig,
  sentData: Record<string, unknown> | undefined,
  titleId: string,
): HTMLElement {
  const rows = formFields(config).flatMap((field) => {
    const answer = readableAnswer(field, sentData?.[field.key]);
    return answer === null ? [] : [el('dt', {}, field.label), el('dd', {}, answer)];
  });
  return el(
    'section',
    { class: 'recap', 'aria-labelledby': titleId },
    el('h3', { id: titleId }, config.title),
    rows.length > 0 && el('dl', {}, ...rows),
    el('p', { class: 'sent', role: 'status' }, FORM_SENT_TEXT),
  );
}
