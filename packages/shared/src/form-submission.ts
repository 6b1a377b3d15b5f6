import type { FormConfig } from './chatbot.js';
import type { FormBadgeColor, FormTemplate } from './form-definitions.js';
import type { OpeningHours } from './opening-hours.js';

/*
 * Issue 22: a form definition as the widget draws and checks it. Kept free of zod (type imports
 * only), so the widget can import this file without the schema library.
 */
/**
 * A name in lower snake case, accents folded: 'Full Name' → 'full_name'. The key the widget has
 * always given an answer from its field's label, and the key of SPEC's categories' forms.
 */
export function snakeKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

/** An answer as plain text: a tick box as Yes or No, nothing as '', a list or object as JSON. */
export function answerText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The times a time_slot field offers when the organization set no opening hours. */
const DEFAULT_SLOT_HOURS = { open: '09:00', close: '17:00' } as const;
const SLOT_MINUTES = 30;

const minutesOf = (time: string): number => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};
const timeOf = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The slots a time_slot field offers: every half hour from opening until the last one that ends
 * by closing. Without opening hours, 09:00 to 17:00.
 */
export function timeSlots(hours: Pick<OpeningHours, 'open' | 'close'> | null): string[] {
  const { open, close } = hours ?? DEFAULT_SLOT_HOURS;
  const slots: string[] = [];
  for (let at = minutesOf(open); at + SLOT_MINUTES <= minutesOf(close); at += SLOT_MINUTES) {
    slots.push(timeOf(at));
  }
  return slots;
}

/**
 * The formConfig (SPEC §3) the widget draws for a form, with its time slots and open days taken
 * from the organization's opening hours (null: always open).
 */
export function toFormConfig(form: FormTemplate, openingHours: OpeningHours | null): FormConfig {
  const slots = timeSlots(openingHours);
  const config: FormConfig = {
    key: form.key,
    title: form.title,
    fields: form.fields.map((field) => ({
      key: field.key,
      label: field.label,
      type: field.type,
      required: field.required,
      ...(field.placeholder ? { placeholder: field.placeholder } : {}),
      ...(field.options ? { options: [...field.options] } : {}),
      ...(field.type === 'time_slot' ? { slots } : {}),
    })),
    submitButton: { ...form.submitButton },
  };
  // A form with time slots books a visit: its dates must fall on the days the organization opens.
  const books = form.fields.some((field) => field.type === 'time_slot');
  if (openingHours && books) config.openDays = [...openingHours.days];
  return config;
}

/**
 * The organization's form a submission or a category name belongs to: by key first (a renamed
 * form keeps it), else by the category name it was stored under, in any letter case.
 */
export function findFormDefinition<T extends Pick<FormTemplate, 'key' | 'category'>>(
  forms: readonly T[],
  target: { key?: string | null; category?: string | null },
): T | undefined {
  if (target.key) {
    const byKey = forms.find((form) => form.key === target.key);
    if (byKey) return byKey;
  }
  const category = target.category?.trim().toLowerCase();
  return category ? forms.find((form) => form.category.toLowerCase() === category) : undefined;
}

/** How many forms of one of the organization's forms a period had (dashboard and analytics). */
export interface FormCategoryCount {
  key: string;
  category: string;
  badge_color: FormBadgeColor;
  count: number;
}

export const formSubmissionMessages = {
  unknownCategory: 'Unknown form category',
  missing: (labels: string[]) => `Please fill in: ${labels.join(', ')}.`,
  invalid: (label: string) => `Please enter a valid ${label.toLowerCase()}.`,
  notAnOption: (label: string) => `Please choose one of the options for ${label}.`,
  consent: (label: string) => `Please agree: ${label}.`,
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const PHONE = /^[+()\d][\d\s().-]{5,}$/;

const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || value === false || String(value).trim() === '';

/**
 * Checks a visitor's answers against the form (the server's check; the widget runs the same one
 * before sending). Returns the first problem's message, or null. Answers under keys the form
 * lacks are left alone: a config drawn before an edit may still be sent.
 */
export function checkSubmission(
  form: Pick<FormTemplate, 'fields'>,
  formData: Record<string, unknown>,
  slots?: readonly string[],
): string | null {
  const m = formSubmissionMessages;
  const missing = form.fields.filter(
    (field) => field.required && field.type !== 'consent' && isBlank(formData[field.key]),
  );
  if (missing.length > 0) return m.missing(missing.map((field) => field.label));
  for (const field of form.fields) {
    const value = formData[field.key];
    if (field.type === 'consent') {
      if (field.required && value !== true && value !== 'true' && value !== 'yes') {
        return m.consent(field.label);
      }
      continue;
    }
    if (isBlank(value)) continue;
    const text = String(value).trim();
    const valid =
      field.type === 'email'
        ? EMAIL.test(text)
        : field.type === 'phone'
          ? PHONE.test(text)
          : field.type === 'number'
            ? Number.isFinite(Number(text))
            : field.type === 'date'
              ? DATE.test(text) && !Number.isNaN(Date.parse(text))
              : field.type === 'time_slot'
                ? /^\d{2}:\d{2}$/.test(text) && (!slots || slots.includes(text))
                : true;
    if (!valid) return m.invalid(field.label);
    if (field.type === 'select' && !(field.options ?? []).includes(text)) {
      return m.notAnOption(field.label);
    }
  }
  return null;
}
