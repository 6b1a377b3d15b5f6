import type { FormConfig } from '@concierge/shared';
import type { FormAnswers } from '../api/public-api';
import { localToday } from '../lib/form-dates';
import { checkFormAnswers } from './check-form-answers';
import { el } from './dom';
import { formFields, isBookingDate, openDaysOf } from './form-fields';
import { renderFormField } from './render-form-field';

export const FORM_SENT_TEXT = 'Thanks! Your request was sent.';

export interface RenderFormOptions {
  /** Makes ids unique when several forms are in one conversation. */
  idPrefix: string;
  /** Rejects with an Error whose message is shown in the form. */
  onSubmit: (formData: FormAnswers) => Promise<void>;
}

/**
 * A formConfig as a real form. The browser's own required bubbles are turned off (novalidate) so
 * the visitor gets one readable message, the one the server would give, before anything is sent.
 */
export function renderForm(config: FormConfig, options: RenderFormOptions): HTMLFormElement {
  const titleId = `${options.idPrefix}-title`;
  const form = el('form', { class: 'form', novalidate: true, 'aria-labelledby': titleId });
  form.append(el('h3', { id: titleId }, config.title));

  const fields = formFields(config);
  const today = localToday();
  const rendered = fields.map((field, index) =>
    renderFormField(
      field,
      `${options.idPrefix}-f${index}`,
      isBookingDate(field, fields) ? today : null,
    ),
  );
  form.append(...rendered.map(({ node }) => node));

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
    const formData: FormAnswers = {};
    fields.forEach((field, index) => {
      formData[field.key] = rendered[index]?.read() ?? '';
    });
    // Today again: the form may have stayed open past midnight.
    const problem = checkFormAnswers(fields, formData, {
      today: localToday(),
      openDays: openDaysOf(config),
    });
    if (problem) {
      showError(problem.message);
      rendered[fields.indexOf(problem.field)]?.focusTarget().focus();
      return;
    }
    error.hidden = true;
    submit.disabled = true;
    options.onSubmit(formData).catch((failure: unknown) => {
      submit.disabled = false;
      showError(failure instanceof Error ? failure.message : 'Could not send the form.');
    });
  });
  return form;
}
