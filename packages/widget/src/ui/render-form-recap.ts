import type { FormConfig } from '@concierge/shared';
import { el } from './dom';
import { FORM_SENT_TEXT, fieldKey } from './render-form';

/**
 * What the visitor sent, once sent: the form's name, each field they filled in with its value,
 * and the confirmation line. Values are the visitor's own text, shown as text nodes.
 */
export function renderFormRecap(
  config: FormConfig,
  sentData: Record<string, unknown> | undefined,
  titleId: string,
): HTMLElement {
  const rows = (Array.isArray(config.fields) ? config.fields : []).flatMap((field, index) => {
    const value = sentData?.[fieldKey(field.label) || `field_${index + 1}`];
    if (typeof value !== 'string' || value === '') return [];
    return [el('dt', {}, field.label), el('dd', {}, value)];
  });
  return el(
    'section',
    { class: 'recap', 'aria-labelledby': titleId },
    el('h3', { id: titleId }, config.title),
    rows.length > 0 && el('dl', {}, ...rows),
    el('p', { class: 'sent', role: 'status' }, FORM_SENT_TEXT),
  );
}
