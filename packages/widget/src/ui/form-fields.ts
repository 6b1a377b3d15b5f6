import type { FormConfig, FormFieldType } from '@concierge/shared';
import { snakeKey } from '@concierge/shared/form-submission';

export type FieldInputType = 'email' | 'tel' | 'date' | 'textarea' | 'text';

/** A formConfig field with everything settled: its form_data key and the type it is drawn as. */
export interface FormField {
  key: string;
  label: string;
  type: FormFieldType;
  required: boolean;
  placeholder?: string;
  options?: string[];
  slots?: string[];
}

/** Every type the widget draws; a type a newer server adds is guessed from the label instead. */
const KNOWN_TYPES: Record<FormFieldType, boolean> = {
  text: true,
  long_text: true,
  email: true,
  phone: true,
  number: true,
  date: true,
  time_slot: true,
  select: true,
  checkbox: true,
  consent: true,
};

const GUESSED_TYPES: Record<FieldInputType, FormFieldType> = {
  email: 'email',
  tel: 'phone',
  date: 'date',
  textarea: 'long_text',
  text: 'text',
};

/** The input that fits a field, guessed from its label (SPEC's formConfig carries labels only). */
export function inputTypeFor(label: string): FieldInputType {
  const text = label.toLowerCase();
  if (text.includes('email') || text.includes('e-mail')) return 'email';
  if (text.includes('phone')) return 'tel';
  if (text.includes('date')) return 'date';
  if (/message|details|description|complaint/.test(text)) return 'textarea';
  return 'text';
}

const texts = (value: unknown): string[] | undefined =>
  Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : undefined;

/**
 * The config's fields as the widget draws, checks and recaps them. A field without a key or a
 * type (SPEC-shaped configs) gets the key and type derived from its label, as before issue 22.
 */
export function formFields(config: FormConfig): FormField[] {
  const fields = Array.isArray(config.fields) ? config.fields : [];
  return fields.map((field, index) => {
    const label = String(field.label);
    let type =
      field.type && KNOWN_TYPES[field.type] === true
        ? field.type
        : GUESSED_TYPES[inputTypeFor(label)];
    const options = texts(field.options);
    // A select without choices could never be answered: it becomes a text box.
    if (type === 'select' && !options?.length) type = 'text';
    return {
      key: (typeof field.key === 'string' && field.key) || snakeKey(label) || `field_${index + 1}`,
      label,
      type,
      required: Boolean(field.required),
      placeholder: typeof field.placeholder === 'string' ? field.placeholder : undefined,
      options,
      slots: texts(field.slots),
    };
  });
}

/**
 * A date that picks the day to come in (at least today, on an open day), unlike a date of birth
 * or of a past visit: a date in a form that also offers time slots (a booking form).
 */
export function isBookingDate(field: FormField, fields: readonly FormField[]): boolean {
  return field.type === 'date' && fields.some((other) => other.type === 'time_slot');
}

/** The organization's open days (0 Sunday … 6 Saturday), or null when any day will do. */
export function openDaysOf(config: FormConfig): number[] | null {
  const days = Array.isArray(config.openDays)
    ? config.openDays.filter((day) => Number.isInteger(day) && day >= 0 && day <= 6)
    : [];
  return days.length > 0 ? days : null;
}
