import { describe, expect, it } from 'vitest';
import { availableActions, categoryActionLabel, formStateOf } from './form-status';
import { fieldLabel, fieldValue } from './form-data-text';

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

  it('labels the process button by category', () => {
    expect(categoryActionLabel('Appointments')).toBe('Confirm Appointment');
    expect(categoryActionLabel('Home Collection')).toBe('Book Sample Visit');
    expect(categoryActionLabel('Complaints/Feedback')).toBe('Submit Complaint');
    expect(categoryActionLabel('General Inquiry')).toBe('Send Message');
    expect(categoryActionLabel('Test Report')).toBe('Request Report');
    expect(categoryActionLabel('Something else')).toBe('Take Action');
    expect(categoryActionLabel('toString')).toBe('Take Action');
  });
});

describe('form data text', () => {
  it('turns keys into words', () => {
    expect(fieldLabel('full_name')).toBe('Full Name');
    expect(fieldLabel('preferred_date_of_visit')).toBe('Preferred Date Of Visit');
    expect(fieldLabel('email')).toBe('Email');
  });

  it('shows objects as indented JSON', () => {
    expect(fieldValue({ a: 1 })).toBe('{\n  "a": 1\n}');
    expect(fieldValue(42)).toBe('42');
    expect(fieldValue('')).toBe('N/A');
  });
});
