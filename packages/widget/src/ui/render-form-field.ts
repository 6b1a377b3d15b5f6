import { el } from './dom';
import type { FormField } from './form-fields';

/** One field as drawn: its markup, where to take the visitor when it needs fixing, its answer. */
export interface RenderedField {
  node: HTMLElement;
  focusTarget: () => HTMLElement;
  read: () => string | boolean;
}

export const CHOOSE_OPTION_TEXT = 'Choose…';

const labelText = (field: FormField) =>
  el(
    'span',
    {},
    field.label,
    field.required && el('span', { class: 'req', 'aria-hidden': 'true' }, ' *'),
  );

const ariaRequired = (field: FormField) => (field.required ? 'true' : undefined);

/** A time slot is a radio drawn as a button: arrow keys move between slots as in any radio group. */
function renderSlots(field: FormField, id: string, slots: string[]): RenderedField {
  const legendId = `${id}-label`;
  const radios = slots.map((slot) =>
    el('input', { type: 'radio', name: field.key, value: slot, required: field.required }),
  );
  const node = el(
    'fieldset',
    { role: 'radiogroup', 'aria-labelledby': legendId, 'aria-required': ariaRequired(field) },
    el('legend', { id: legendId }, labelText(field)),
    el(
      'div',
      { class: 'slots' },
      ...radios.map((radio) => el('label', { class: 'slot' }, radio, el('span', {}, radio.value))),
    ),
  );
  const checked = () => radios.find((radio) => radio.checked);
  return {
    node,
    focusTarget: () => checked() ?? radios[0] ?? node,
    read: () => checked()?.value ?? '',
  };
}

function renderCheckbox(field: FormField, id: string): RenderedField {
  const box = el('input', {
    id,
    type: 'checkbox',
    name: field.key,
    required: field.required,
    'aria-required': ariaRequired(field),
  });
  return {
    node: el('label', { class: 'check', for: id }, box, labelText(field)),
    focusTarget: () => box,
    read: () => box.checked,
  };
}

function textControl(field: FormField, id: string, bookingFrom: string | null) {
  const attributes = {
    id,
    name: field.key,
    required: field.required,
    'aria-required': ariaRequired(field),
  };
  const typed = { ...attributes, placeholder: field.placeholder };
  switch (field.type) {
    case 'long_text':
      return el('textarea', typed);
    case 'select':
      return el(
        'select',
        attributes,
        el('option', { value: '' }, CHOOSE_OPTION_TEXT),
        ...(field.options ?? []).map((option) => el('option', { value: option }, option)),
      );
    case 'email':
      return el('input', { ...typed, type: 'email', autocomplete: 'email' });
    case 'phone':
      return el('input', { ...typed, type: 'tel', autocomplete: 'tel' });
    case 'number':
      return el('input', { ...typed, type: 'text', inputmode: 'decimal' });
    case 'date':
      return el('input', { ...attributes, type: 'date', min: bookingFrom ?? undefined });
    case 'time_slot':
      return el('input', { ...typed, type: 'text', placeholder: field.placeholder ?? 'HH:MM' });
    default:
      return el('input', { ...typed, type: 'text' });
  }
}

/**
 * The native control that fits a field's type, labelled by the field's label. `bookingFrom` is
 * the first day a booking date may take (today), or null for a date of any day.
 */
export function renderFormField(
  field: FormField,
  id: string,
  bookingFrom: string | null,
): RenderedField {
  if (field.type === 'checkbox' || field.type === 'consent') return renderCheckbox(field, id);
  if (field.type === 'time_slot' && field.slots?.length) {
    return renderSlots(field, id, field.slots);
  }
  const control = textControl(field, id, bookingFrom);
  return {
    node: el('label', { for: id }, labelText(field), control),
    focusTarget: () => control,
    read: () => control.value.trim(),
  };
}
