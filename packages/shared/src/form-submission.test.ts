import { describe, expect, it } from 'vitest';
import type { FormTemplate } from './form-definitions.js';
import {
  checkSubmission,
  findFormDefinition,
  formSubmissionMessages as m,
  timeSlots,
  toFormConfig,
} from './form-submission.js';

const form: Pick<FormTemplate, 'fields'> = {
  fields: [
    { key: 'full_name', label: 'Full Name', type: 'text', required: true },
    { key: 'email', label: 'Work Email', type: 'email', required: true },
    { key: 'seats', label: 'Seats', type: 'number', required: false },
    { key: 'day', label: 'Day', type: 'date', required: false },
    { key: 'time', label: 'Time', type: 'time_slot', required: false },
    {
      key: 'size',
      label: 'Team Size',
      type: 'select',
      required: false,
      options: ['1–10', '11–50'],
    },
    { key: 'agree', label: 'I agree to be contacted', type: 'consent', required: true },
  ],
};
const valid = { full_name: 'Ada', email: 'ada@example.com', agree: true };

describe('checkSubmission', () => {
  it('accepts a complete form and names every missing answer at once', () => {
    expect(checkSubmission(form, valid)).toBeNull();
    expect(checkSubmission(form, { agree: true })).toBe(m.missing(['Full Name', 'Work Email']));
  });

  it('checks each answer by its field type', () => {
    expect(checkSubmission(form, { ...valid, email: 'ada' })).toBe(m.invalid('Work Email'));
    expect(checkSubmission(form, { ...valid, seats: 'many' })).toBe(m.invalid('Seats'));
    expect(checkSubmission(form, { ...valid, day: '2026-13-45' })).toBe(m.invalid('Day'));
    expect(checkSubmission(form, { ...valid, size: 'Huge' })).toBe(m.notAnOption('Team Size'));
    expect(checkSubmission(form, { ...valid, agree: false })).toBe(
      m.consent('I agree to be contacted'),
    );
    expect(checkSubmission(form, { ...valid, time: '13:00' }, ['09:00'])).toBe(m.invalid('Time'));
    expect(checkSubmission(form, { ...valid, time: '09:00' }, ['09:00'])).toBeNull();
  });

  it('leaves answers of fields the form no longer has alone', () => {
    expect(checkSubmission(form, { ...valid, removed_field: 'kept' })).toBeNull();
  });
});

describe('timeSlots', () => {
  it('offers every half hour that ends by closing, 09:00 to 17:00 without opening hours', () => {
    expect(timeSlots({ open: '08:30', close: '10:15' })).toEqual(['08:30', '09:00', '09:30']);
    expect(timeSlots(null)).toHaveLength(16);
  });
});

describe('findFormDefinition', () => {
  const forms = [
    { key: 'demo_request', category: 'Book a Demo' },
    { key: 'support_ticket', category: 'Support Ticket' },
  ];
  it('finds a renamed form by its key, an older submission by its category name', () => {
    expect(findFormDefinition(forms, { key: 'demo_request', category: 'Demo Request' })).toBe(
      forms[0],
    );
    expect(findFormDefinition(forms, { category: 'support ticket' })).toBe(forms[1]);
    expect(findFormDefinition(forms, { key: 'gone', category: 'Gone' })).toBeUndefined();
  });
});

describe('toFormConfig', () => {
  it('gives a booking form the open days, and a form without time slots none', () => {
    const hours = { days: [1, 3], open: '09:00', close: '10:00' };
    const booking = {
      key: 'visit',
      category: 'Visit',
      title: 'Book a visit',
      fields: form.fields,
      submitButton: { text: 'Book', style: 'primary' as const },
      actionLabel: 'Confirm',
      badgeColor: 'blue' as const,
      enabled: true,
      offeredBy: { phrases: [] },
    };
    expect(toFormConfig(booking, hours)).toMatchObject({ key: 'visit', openDays: [1, 3] });
    const plain = { ...booking, fields: form.fields.filter((field) => field.type !== 'time_slot') };
    expect(toFormConfig(plain, hours).openDays).toBeUndefined();
    expect(toFormConfig(booking, hours).fields[4]).toMatchObject({ slots: ['09:00', '09:30'] });
  });
});
