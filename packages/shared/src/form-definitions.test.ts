import { describe, expect, it } from 'vitest';
import {
  formDefinitionListSchema,
  formDefinitionMessages as messages,
  MAX_FORMS,
  readSubmission,
  type FormDefinitionInput,
} from './form-definitions.js';

const contactForm = (overrides: Partial<FormDefinitionInput> = {}): FormDefinitionInput => ({
  key: 'contact',
  category: 'Contact',
  title: 'Contact Us',
  fields: [
    { key: 'full_name', label: 'Full Name', type: 'text', required: true },
    { key: 'message', label: 'Message', type: 'long_text' },
  ],
  submitButton: { text: 'Send' },
  actionLabel: 'Reply',
  badgeColor: 'purple',
  ...overrides,
});

const firstMessage = (forms: unknown) =>
  formDefinitionListSchema.safeParse({ forms }).error?.issues[0]?.message;

describe('form definitions', () => {
  it('fills in what a form may leave out: not required, primary, on, no phrases', () => {
    const { forms } = formDefinitionListSchema.parse({ forms: [contactForm()] });
    expect(forms[0]).toMatchObject({
      submitButton: { text: 'Send', style: 'primary' },
      enabled: true,
      offeredBy: { phrases: [] },
    });
    expect(forms[0]?.fields[1]?.required).toBe(false);
  });

  it('refuses two forms with one key, or one category name in two spellings', () => {
    expect(firstMessage([contactForm(), contactForm({ category: 'Other' })])).toBe(
      messages.duplicateFormKey('contact'),
    );
    expect(firstMessage([contactForm(), contactForm({ key: 'other', category: 'CONTACT' })])).toBe(
      messages.duplicateCategory('Contact'),
    );
  });

  it('refuses two fields with one key in a form', () => {
    const fields = [
      { key: 'email', label: 'Email', type: 'email' as const },
      { key: 'email', label: 'Work Email', type: 'email' as const },
    ];
    expect(firstMessage([contactForm({ fields })])).toBe(
      messages.duplicateFieldKey('Contact Us', 'email'),
    );
  });

  it('wants options on a select field, and only there', () => {
    const select = { key: 'topic', label: 'Topic', type: 'select' as const };
    expect(firstMessage([contactForm({ fields: [select] })])).toBe(
      messages.selectNeedsOptions('Topic'),
    );
    expect(firstMessage([contactForm({ fields: [{ ...select, options: ['A', 'A'] }] })])).toBe(
      messages.duplicateOption('Topic', 'A'),
    );
    const text = { key: 'name', label: 'Name', type: 'text' as const, options: ['A'] };
    expect(firstMessage([contactForm({ fields: [text] })])).toBe(
      messages.optionsOnlyForSelect('Name'),
    );
  });

  it('keeps the counts and lengths: forms, fields, labels, keys, colours, types', () => {
    const many = Array.from({ length: MAX_FORMS + 1 }, (_, index) =>
      contactForm({ key: `form_${index}`, category: `Form ${index}` }),
    );
    expect(firstMessage(many)).toBe(messages.formCount);
    expect(firstMessage([])).toBe(messages.formCount);
    expect(firstMessage([contactForm({ fields: [] })])).toBe(messages.fieldCount);
    const longLabel = { key: 'a', label: 'x'.repeat(81), type: 'text' as const };
    expect(firstMessage([contactForm({ fields: [longLabel] })])).toBe(messages.labelInvalid);
    expect(firstMessage([contactForm({ key: 'Has Spaces' })])).toBe(messages.keyInvalid);
    expect(firstMessage([contactForm({ badgeColor: 'gold' as 'blue' })])).toBe(
      messages.badgeColorInvalid,
    );
    const oddType = { key: 'a', label: 'A', type: 'colour' as 'text' };
    expect(firstMessage([contactForm({ fields: [oddType] })])).toBe(messages.fieldTypeInvalid);
  });
});

describe('readSubmission', () => {
  it('labels answers by the current form, in its order, and keeps answers of removed fields', () => {
    const definition = {
      fields: [
        { key: 'full_name', label: 'Your Name', type: 'text' as const, required: true },
        { key: 'email', label: 'Email', type: 'email' as const, required: true },
        { key: 'phone_number', label: 'Phone', type: 'phone' as const, required: false },
      ],
    };
    expect(
      readSubmission(definition, { old_field: 'kept', email: 'a@b.example', full_name: 'Ada' }),
    ).toEqual([
      { key: 'full_name', label: 'Your Name', value: 'Ada' },
      { key: 'email', label: 'Email', value: 'a@b.example' },
      { key: 'old_field', label: 'Old Field', value: 'kept' },
    ]);
  });
});
