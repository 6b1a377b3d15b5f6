import type { FormConfig } from '@concierge/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { snakeKey } from '@concierge/shared/form-submission';
import { inputTypeFor } from './form-fields';
import { renderForm } from './render-form';

const config: FormConfig = {
  title: 'Book an appointment',
  fields: [
    { label: 'Full Name', required: true },
    { label: 'Email', required: true },
    { label: 'Phone Number', required: false },
    { label: 'Preferred Date', required: false },
    { label: 'Message', required: false },
  ],
  submitButton: { text: 'Confirm Appointment', style: 'primary' },
};

function labelled(form: HTMLFormElement, text: string) {
  const label = Array.from(form.querySelectorAll('label')).find((node) =>
    node.textContent?.startsWith(text),
  );
  const control = form.querySelector<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
    `#${label?.htmlFor ?? 'none'}`,
  );
  if (!control) throw new Error(`no control labelled ${text}`);
  return control;
}

// Tuesday 1 December 2026, in the visitor's own time zone.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 11, 1, 10));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('snakeKey and inputTypeFor', () => {
  it('turns labels into snake_case keys', () => {
    expect(snakeKey('Full Name')).toBe('full_name');
    expect(snakeKey('Email')).toBe('email');
    expect(snakeKey('Phone Number')).toBe('phone_number');
    expect(snakeKey('Preferred Date')).toBe('preferred_date');
    expect(snakeKey('  Test / Report #ID ')).toBe('test_report_id');
  });

  it('guesses the input type from the label', () => {
    expect(inputTypeFor('Email Address')).toBe('email');
    expect(inputTypeFor('Phone Number')).toBe('tel');
    expect(inputTypeFor('Preferred Date')).toBe('date');
    expect(inputTypeFor('Complaint Details')).toBe('textarea');
    expect(inputTypeFor('Description')).toBe('textarea');
    expect(inputTypeFor('Full Name')).toBe('text');
  });
});

describe('renderForm', () => {
  it('renders the title, labelled inputs, required markers and the submit button', () => {
    const form = renderForm(config, { idPrefix: 'x', onSubmit: vi.fn() });
    expect(form.querySelector('h3')?.textContent).toBe('Book an appointment');
    const labels = Array.from(
      form.querySelectorAll('label > span:first-child'),
      (n) => n.textContent,
    );
    expect(labels).toEqual(['Full Name *', 'Email *', 'Phone Number', 'Preferred Date', 'Message']);
    expect(labelled(form, 'Full Name').required).toBe(true);
    expect(labelled(form, 'Phone Number').required).toBe(false);
    expect(labelled(form, 'Email').getAttribute('type')).toBe('email');
    expect(labelled(form, 'Phone Number').getAttribute('type')).toBe('tel');
    expect(labelled(form, 'Preferred Date').getAttribute('type')).toBe('date');
    expect(labelled(form, 'Full Name').getAttribute('type')).toBe('text');
    expect(labelled(form, 'Message').tagName).toBe('TEXTAREA');
    const button = form.querySelector('button[type=submit]');
    expect(button?.textContent).toBe('Confirm Appointment');
    expect(button?.className).toContain('primary');
  });

  it('outlines a secondary button', () => {
    const form = renderForm(
      { ...config, submitButton: { text: 'Send', style: 'secondary' } },
      { idPrefix: 'y', onSubmit: vi.fn() },
    );
    expect(form.querySelector('button[type=submit]')?.className).toContain('secondary');
  });

  it('lists missing required fields instead of submitting', () => {
    const onSubmit = vi.fn(async () => undefined);
    const form = renderForm(config, { idPrefix: 'z', onSubmit });
    form.requestSubmit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(form.querySelector('[role=alert]')?.textContent).toBe(
      'Please fill in: Full Name, Email.',
    );
  });

  it('submits the answers keyed by snake_case labels', () => {
    const onSubmit = vi.fn(async () => undefined);
    const form = renderForm(config, { idPrefix: 'w', onSubmit });
    labelled(form, 'Full Name').value = ' Ada Lovelace ';
    labelled(form, 'Email').value = 'ada@example.com';
    labelled(form, 'Preferred Date').value = '2026-12-05';
    form.requestSubmit();
    expect(onSubmit).toHaveBeenCalledWith({
      full_name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone_number: '',
      preferred_date: '2026-12-05',
      message: '',
    });
  });
});

describe('renderForm with typed fields (issue 22)', () => {
  const booking: FormConfig = {
    key: 'appointments',
    title: 'Book an Appointment',
    fields: [
      {
        key: 'full_name',
        label: 'Your Name',
        type: 'text',
        required: true,
        placeholder: 'Ann Lee',
      },
      { key: 'work_email', label: 'Work Email', type: 'email', required: true },
      { key: 'phone_number', label: 'Phone', type: 'phone', required: false },
      { key: 'guests', label: 'Guests', type: 'number', required: false },
      {
        key: 'reason',
        label: 'Reason for Visit',
        type: 'select',
        required: true,
        options: ['Check-up', 'Cleaning'],
      },
      { key: 'preferred_date', label: 'Preferred Date', type: 'date', required: true },
      {
        key: 'preferred_time',
        label: 'Preferred Time',
        type: 'time_slot',
        required: true,
        slots: ['09:00', '09:30', '10:00'],
      },
      { key: 'new_patient', label: 'I am a new patient', type: 'checkbox', required: false },
      { key: 'notes', label: 'Anything else?', type: 'long_text', required: false },
      {
        key: 'contact_consent',
        label: 'I agree to be contacted',
        type: 'consent',
        required: true,
      },
    ],
    submitButton: { text: 'Book', style: 'primary' },
    openDays: [1, 2, 3, 4, 5],
  };

  const slotGroup = (form: HTMLFormElement) => {
    const group = form.querySelector<HTMLFieldSetElement>('[role=radiogroup]');
    if (!group) throw new Error('no radiogroup');
    return group;
  };
  const slot = (form: HTMLFormElement, time: string) => {
    const radio = slotGroup(form).querySelector<HTMLInputElement>(`input[value="${time}"]`);
    if (!radio) throw new Error(`no slot ${time}`);
    return radio;
  };
  const checkbox = (form: HTMLFormElement, text: string) =>
    labelled(form, text) as HTMLInputElement;
  const alertText = (form: HTMLFormElement) => form.querySelector('[role=alert]')?.textContent;

  /** Every required answer, valid: Friday 4 December at 09:30, consent given. */
  function fillIn(form: HTMLFormElement) {
    labelled(form, 'Your Name').value = 'Ann Lee';
    labelled(form, 'Work Email').value = 'ann@example.com';
    labelled(form, 'Reason for Visit').value = 'Cleaning';
    labelled(form, 'Preferred Date').value = '2026-12-04';
    slot(form, '09:30').click();
    checkbox(form, 'I agree to be contacted').click();
  }

  it('draws each type as its native control, labelled', () => {
    const form = renderForm(booking, { idPrefix: 't', onSubmit: vi.fn() });
    const name = labelled(form, 'Your Name');
    expect([name.getAttribute('type'), name.getAttribute('placeholder')]).toEqual([
      'text',
      'Ann Lee',
    ]);
    expect(labelled(form, 'Work Email').getAttribute('type')).toBe('email');
    const phone = labelled(form, 'Phone');
    expect([phone.getAttribute('type'), phone.getAttribute('autocomplete')]).toEqual([
      'tel',
      'tel',
    ]);
    expect(labelled(form, 'Guests').getAttribute('inputmode')).toBe('decimal');
    expect(labelled(form, 'Anything else?').tagName).toBe('TEXTAREA');

    const select = labelled(form, 'Reason for Visit') as HTMLSelectElement;
    expect(select.tagName).toBe('SELECT');
    expect(Array.from(select.options, (option) => [option.value, option.text])).toEqual([
      ['', 'Choose…'],
      ['Check-up', 'Check-up'],
      ['Cleaning', 'Cleaning'],
    ]);

    const date = labelled(form, 'Preferred Date');
    expect([date.getAttribute('type'), date.getAttribute('min')]).toEqual(['date', '2026-12-01']);

    const group = slotGroup(form);
    const legend = form.querySelector(`#${group.getAttribute('aria-labelledby') ?? 'none'}`);
    expect(legend?.tagName).toBe('LEGEND');
    expect(legend?.textContent).toBe('Preferred Time *');
    expect(group.getAttribute('aria-required')).toBe('true');
    const radios = Array.from(group.querySelectorAll('input'));
    expect(
      radios.map((radio) => [radio.type, radio.value, radio.labels?.[0]?.textContent]),
    ).toEqual([
      ['radio', '09:00', '09:00'],
      ['radio', '09:30', '09:30'],
      ['radio', '10:00', '10:00'],
    ]);

    expect(checkbox(form, 'I am a new patient').type).toBe('checkbox');
    const consent = checkbox(form, 'I agree to be contacted');
    expect(consent.type).toBe('checkbox');
    expect(consent.labels?.[0]?.textContent).toBe('I agree to be contacted *');
  });

  it('sends the answers under each field key: the slot clicked, the option chosen, booleans', () => {
    const onSubmit = vi.fn(async () => undefined);
    const form = renderForm(booking, { idPrefix: 's', onSubmit });
    fillIn(form);
    labelled(form, 'Guests').value = ' 3 ';
    form.requestSubmit();
    expect(alertText(form)).toBe('');
    expect(onSubmit).toHaveBeenCalledWith({
      full_name: 'Ann Lee',
      work_email: 'ann@example.com',
      phone_number: '',
      guests: '3',
      reason: 'Cleaning',
      preferred_date: '2026-12-04',
      preferred_time: '09:30',
      new_patient: false,
      notes: '',
      contact_consent: true,
    });
  });

  it('will not send without the required consent, and takes the visitor to it', () => {
    const onSubmit = vi.fn(async () => undefined);
    const form = renderForm(booking, { idPrefix: 'c', onSubmit });
    document.body.append(form);
    fillIn(form);
    const consent = checkbox(form, 'I agree to be contacted');
    consent.click();
    form.requestSubmit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(alertText(form)).toBe('Please agree: I agree to be contacted.');
    expect(document.activeElement).toBe(consent);
    form.remove();
  });

  it('lists a missing time slot with the other missing answers and focuses the first', () => {
    const form = renderForm(booking, { idPrefix: 'm', onSubmit: vi.fn() });
    document.body.append(form);
    labelled(form, 'Work Email').value = 'not an e-mail';
    form.requestSubmit();
    expect(alertText(form)).toBe(
      'Please fill in: Your Name, Reason for Visit, Preferred Date, Preferred Time.',
    );
    expect(document.activeElement).toBe(labelled(form, 'Your Name'));
    fillIn(form);
    labelled(form, 'Work Email').value = 'not an e-mail';
    form.requestSubmit();
    expect(alertText(form)).toBe('Please enter a valid work email.');
    expect(document.activeElement).toBe(labelled(form, 'Work Email'));
    labelled(form, 'Work Email').value = 'ann@example.com';
    slot(form, '09:30').checked = false;
    form.requestSubmit();
    expect(alertText(form)).toBe('Please fill in: Preferred Time.');
    expect(document.activeElement).toBe(slot(form, '09:00'));
    form.remove();
  });

  it('refuses a day the business is closed and a day gone by', () => {
    const onSubmit = vi.fn(async () => undefined);
    const form = renderForm(booking, { idPrefix: 'd', onSubmit });
    document.body.append(form);
    fillIn(form);
    const date = labelled(form, 'Preferred Date');
    date.value = '2026-12-05';
    form.requestSubmit();
    expect(alertText(form)).toBe('Please choose a day we are open: Mon, Tue, Wed, Thu, Fri.');
    expect(document.activeElement).toBe(date);
    date.value = '2026-11-30';
    form.requestSubmit();
    expect(alertText(form)).toBe('Please enter a valid preferred date.');
    expect(onSubmit).not.toHaveBeenCalled();
    date.value = '2026-12-07';
    form.requestSubmit();
    expect(onSubmit).toHaveBeenCalledOnce();
    form.remove();
  });

  it('leaves a date of birth free: any past day, open or not', () => {
    const onSubmit = vi.fn(async () => undefined);
    const form = renderForm(
      {
        title: 'Refill',
        fields: [{ key: 'date_of_birth', label: 'Date of Birth', type: 'date', required: true }],
        submitButton: { text: 'Send', style: 'primary' },
        openDays: [1, 2, 3, 4, 5],
      },
      { idPrefix: 'b', onSubmit },
    );
    const date = labelled(form, 'Date of Birth');
    expect(date.hasAttribute('min')).toBe(false);
    date.value = '1990-06-02'; // a Saturday
    form.requestSubmit();
    expect(onSubmit).toHaveBeenCalledWith({ date_of_birth: '1990-06-02' });
  });

  it('asks for a time as text when no slots are offered', () => {
    const onSubmit = vi.fn(async () => undefined);
    const form = renderForm(
      {
        title: 'Call back',
        fields: [{ key: 'when', label: 'Preferred Time', type: 'time_slot', required: true }],
        submitButton: { text: 'Send', style: 'primary' },
      },
      { idPrefix: 'n', onSubmit },
    );
    expect(form.querySelector('[role=radiogroup]')).toBeNull();
    const time = labelled(form, 'Preferred Time');
    expect(time.getAttribute('placeholder')).toBe('HH:MM');
    time.value = 'soon';
    form.requestSubmit();
    expect(alertText(form)).toBe('Please enter a valid preferred time.');
    time.value = '14:30';
    form.requestSubmit();
    expect(onSubmit).toHaveBeenCalledWith({ when: '14:30' });
  });

  it('guesses the control from the label for a type it does not know', () => {
    const form = renderForm(
      {
        title: 'Ask',
        fields: [{ key: 'mail', label: 'Email', type: 'signature' as never, required: false }],
        submitButton: { text: 'Send', style: 'primary' },
      },
      { idPrefix: 'u', onSubmit: vi.fn() },
    );
    expect(labelled(form, 'Email').getAttribute('type')).toBe('email');
    expect(labelled(form, 'Email').getAttribute('name')).toBe('mail');
  });
});
