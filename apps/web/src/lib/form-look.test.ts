import { describe, expect, it } from 'vitest';
import { labDefinitions, softwareDefinitions } from '@/test/form-definition-fixtures';
import { formLook } from './form-look';

describe('formLook', () => {
  it("uses the organization's form: its colour and action label", () => {
    expect(
      formLook(softwareDefinitions, { key: 'demo_request', category: 'Demo Request' }),
    ).toEqual(expect.objectContaining({ badgeColor: 'blue', actionLabel: 'Schedule Demo' }));
    expect(formLook(softwareDefinitions, { category: 'support ticket' })).toEqual(
      expect.objectContaining({ badgeColor: 'orange', actionLabel: 'Resolve Ticket' }),
    );
  });

  it('finds a renamed form by its key', () => {
    const renamed = softwareDefinitions.map((form) =>
      form.key === 'demo_request' ? { ...form, category: 'Product Tour' } : form,
    );
    const look = formLook(renamed, { key: 'demo_request', category: 'Demo Request' });
    expect(look.definition?.category).toBe('Product Tour');
    expect(look.actionLabel).toBe('Schedule Demo');
  });

  it("keeps SPEC §9's looks for the lab's five, with or without definitions", () => {
    const labels = ['Appointments', 'Home Collection', 'Complaints/Feedback', 'General Inquiry'];
    for (const definitions of [labDefinitions, []]) {
      expect(labels.map((category) => formLook(definitions, { category }).actionLabel)).toEqual([
        'Confirm Appointment',
        'Book Sample Visit',
        'Submit Complaint',
        'Send Message',
      ]);
      expect(formLook(definitions, { category: 'Test Report' })).toEqual(
        expect.objectContaining({ badgeColor: 'yellow', actionLabel: 'Request Report' }),
      );
    }
  });

  it("gives a category nobody knows a neutral badge and 'Take Action'", () => {
    for (const category of ['Something else', 'toString', '']) {
      expect(formLook(softwareDefinitions, { key: null, category })).toEqual({
        badgeColor: undefined,
        actionLabel: 'Take Action',
        definition: undefined,
      });
    }
  });
});
