import { describe, expect, it } from 'vitest';
import { availableActions, formStateOf } from './form-status';
import { keyLabel } from '@concierge/shared';
import { fieldValue, submittedAnswers } from './form-data-text';

describe('form status', () => {
  it('shows Process unless processed and Cancel unless cancelled', () => {
    expect(availableActions(null)).toEqual(['process', 'cancel']);
    expect(availableActions('True')).toEqual(['cancel']);
    expect(availableActions('False')).toEqual(['process']);
  });

  it('reads boolean statuses too', () => {
    expect(formStateOf(true)).toBe('processed');
    expect(formStateOf(false)).toBe('cancelled');
    expect(formStateOf(null)).toBe('open');
  });
});

describe('form data text', () => {
  it('turns keys into words', () => {
    expect(keyLabel('full_name')).toBe('Full Name');
    expect(keyLabel('preferred_date_of_visit')).toBe('Preferred Date Of Visit');
    expect(keyLabel('email')).toBe('Email');
  });

  it('shows objects as indented JSON', () => {
    expect(fieldValue({ a: 1 })).toBe('{\n  "a": 1\n}');
    expect(fieldValue(42)).toBe('42');
    expect(fieldValue('')).toBe('N/A');
  });

  it('shows booleans as Yes and No', () => {
    expect(fieldValue(true)).toBe('Yes');
    expect(fieldValue(false)).toBe('No');
  });

  it("labels answers by the form's current labels, then the rest by their key", () => {
    const definition = {
      fields: [
        { key: 'email', label: 'Work Email', type: 'email' as const, required: true },
        { key: 'full_name', label: 'Your Name', type: 'text' as const, required: true },
      ],
    };
    const formData = { full_name: 'Ada', old_field: 'x', email: 'ada@example.com' };
    expect(submittedAnswers(definition, formData)).toEqual([
      { key: 'email', label: 'Work Email', value: 'ada@example.com' },
      { key: 'full_name', label: 'Your Name', value: 'Ada' },
      { key: 'old_field', label: 'Old Field', value: 'x' },
    ]);
    expect(submittedAnswers(undefined, formData).map((answer) => answer.label)).toEqual([
      'Full Name',
      'Old Field',
      'Email',
    ]);
  });
});
