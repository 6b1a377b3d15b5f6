import type { FormConfig } from '@concierge/shared';
import { describe, expect, it } from 'vitest';
import { renderFormRecap } from './render-form-recap';

const pairs = (recap: HTMLElement) =>
  Array.from(recap.querySelectorAll('dt'), (term) => [
    term.textContent,
    term.nextElementSibling?.textContent,
  ]);

describe('renderFormRecap', () => {
  it('reads typed answers back by label: Yes/No, a spelled-out date, the slot as chosen', () => {
    const config: FormConfig = {
      title: 'Book an Appointment',
      fields: [
        { key: 'full_name', label: 'Your Name', type: 'text', required: true },
        { key: 'preferred_date', label: 'Day', type: 'date', required: true },
        { key: 'preferred_time', label: 'Time', type: 'time_slot', required: true },
        { key: 'phone_number', label: 'Phone', type: 'phone', required: false },
        { key: 'new_patient', label: 'I am a new patient', type: 'checkbox', required: false },
        { key: 'contact_consent', label: 'I agree', type: 'consent', required: true },
      ],
      submitButton: { text: 'Book', style: 'primary' },
    };
    const recap = renderFormRecap(
      config,
      {
        full_name: 'Ann Lee',
        preferred_date: '2026-12-04',
        preferred_time: '09:30',
        phone_number: '',
        new_patient: false,
        contact_consent: true,
      },
      'r-title',
    );
    // Empty text is left out; a tick box was answered either way.
    expect(pairs(recap)).toEqual([
      ['Your Name', 'Ann Lee'],
      ['Day', 'Fri, Dec 4, 2026'],
      ['Time', '09:30'],
      ['I am a new patient', 'No'],
      ['I agree', 'Yes'],
    ]);
  });

  it('finds answers of a config without keys or types under the keys derived from labels', () => {
    const config: FormConfig = {
      title: 'Book a visit',
      fields: [
        { label: 'Full Name', required: true },
        { label: 'Preferred Date', required: false },
      ],
      submitButton: { text: 'Send', style: 'primary' },
    };
    const recap = renderFormRecap(
      config,
      { full_name: 'Ada', preferred_date: '2026-12-07' },
      'r-title',
    );
    expect(pairs(recap)).toEqual([
      ['Full Name', 'Ada'],
      ['Preferred Date', 'Mon, Dec 7, 2026'],
    ]);
  });
});
