import type { FormBadgeColor, FormFieldType } from '@concierge/shared';

/** The field types as the editor names them. */
export const FIELD_TYPE_LABELS: Record<FormFieldType, string> = {
  text: 'Text',
  long_text: 'Long text',
  email: 'E-mail',
  phone: 'Phone',
  number: 'Number',
  date: 'Date',
  time_slot: 'Time slot',
  select: 'Select',
  checkbox: 'Checkbox',
  consent: 'Consent',
};

export const colorName = (color: FormBadgeColor): string =>
  color.charAt(0).toUpperCase() + color.slice(1);

/** The id of a form's button in the list (from the field array's id), to give it focus. */
export const formButtonId = (id: string) => `form-${id}`;

/** A form's name in the list and in messages, while its category name is still empty. */
export const formDisplayName = (category: string | undefined) =>
  category?.trim() || 'Untitled form';
