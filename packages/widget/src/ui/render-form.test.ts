import type { FormConfig } from '@concierge/shared';
import { describe, expect, it, vi } from 'vitest';
import { fieldKey, inputTypeFor, renderForm } from './render-form';

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
  const control = form.querySelector<HTMLInputElement | HTMLTextAreaElement>(
    `#${label?.htmlFor ?? 'none'}`,
  );
  if (!control) throw new Error(`no control labelled ${text}`);
  return control;
}

describe('fieldKey and inputTypeFor', () => {
  it('turns labels into snake_case keys', () => {
    expect(fieldKey('Full Name')).toBe('full_name');
    expect(fieldKey('Email')).toBe('email');
    expect(fieldKey('Phone Number')).toBe('phone_number');
    expect(fieldKey('Preferred Date')).toBe('preferred_date');
    expect(fieldKey('  Test / Report #ID ')).toBe('test_report_id');
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
    labelled(form, 'Preferred Date').value = '2025-01-05';
    form.requestSubmit();
    expect(onSubmit).toHaveBeenCalledWith({
      full_name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone_number: '',
      preferred_date: '2025-01-05',
      message: '',
    });
  });
});
