import type { FormConfig } from '@concierge/shared';
import { el } from './dom';

export type FieldInputType = 'email' | 'tel' | 'date' | 'textarea' | 'text';

export const FORM_SENT_TEXT = 'Thanks! Your request was sent.';

/** 'Full Name' → 'full_name': the form_data key the server and the Submitted Forms screen expect. */
export function fieldKey(label: string): string {
  return label
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

/** The input that fits a field, guessed from its label (formConfig carries labels only). */
export function inputTypeFor(label: string): FieldInputType {
  const text = label.toLowerCase();
  if (text.includes('email') || text.includes('e-mail')) return 'email';
  if (text.includes('phone')) return 'tel';
  if (text.includes('date')) return 'date';
  if (/message|details|description|complaint/.test(text)) return 'textarea';
  return 'text';
}

export interface RenderFormOptions {
  /** Makes ids unique when several forms are in one conversation. */
  idPrefix: string;
  /** Rejects with an Error whose message is shown in the form. */
  onSubmit: (formData: Record<string, string>) => Promise<void>;
}

/**
 * A formConfig as a real form. The browser's own required bubbles are turned off (novalidate) so
 * the visitor gets one readable message listing what is missing.
 */
export function renderForm(config: FormConfig, options: RenderFormOptions): HTMLFormElement {
  const controls: {
    label: string;
    required: boolean;
    control: HTMLInputElement | HTMLTextAreaElement;
  }[] = [];
  const titleId = `${options.idPrefix}-title`;
  const form = el('form', { class: 'form', novalidate: true, 'aria-labelledby': titleId });
  form.append(el('h3', { id: titleId }, config.title));

  const fields = Array.isArray(config.fields) ? config.fields : [];
  fields.forEach((field, index) => {
    const id = `${options.idPrefix}-f${index}`;
    const type = inputTypeFor(field.label);
    const attributes = {
      id,
      name: fieldKey(field.label) || `field_${index + 1}`,
      required: field.required,
      'aria-required': field.required ? 'true' : undefined,
    };
    const control =
      type === 'textarea'
        ? el('textarea', attributes)
        : el('input', {
            ...attributes,
            type,
            autocomplete: type === 'email' ? 'email' : type === 'tel' ? 'tel' : undefined,
          });
    controls.push({ label: field.label, required: field.required, control });
    form.append(
      el(
        'label',
        { for: id },
        el(
          'span',
          {},
          field.label,
          field.required && el('span', { class: 'req', 'aria-hidden': 'true' }, ' *'),
        ),
        control,
      ),
    );
  });

  const error = el('p', { class: 'error', role: 'alert', hidden: true });
  const style = config.submitButton?.style === 'primary' ? 'primary' : 'secondary';
  const submit = el(
    'button',
    { type: 'submit', class: `btn ${style}` },
    config.submitButton?.text || 'Submit',
  );
  form.append(error, submit);

  const showError = (message: string) => {
    error.textContent = message;
    error.hidden = false;
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const missing = controls.filter(({ required, control }) => required && !control.value.trim());
    if (missing.length > 0) {
      showError(`Please fill in: ${missing.map(({ label }) => label).join(', ')}.`);
      missing[0]?.control.focus();
      return;
    }
    const invalid = controls.find(
      ({ control }) => control.value.trim() && !control.checkValidity(),
    );
    if (invalid) {
      showError(`Please enter a valid ${invalid.label.toLowerCase()}.`);
      invalid.control.focus();
      return;
    }
    const formData: Record<string, string> = {};
    controls.forEach(({ control }) => {
      formData[control.name] = control.value.trim();
    });
    error.hidden = true;
    submit.disabled = true;
    options.onSubmit(formData).catch((failure: unknown) => {
      submit.disabled = false;
      showError(failure instanceof Error ? failure.message : 'Could not send the form.');
    });
  });
  return form;
}
