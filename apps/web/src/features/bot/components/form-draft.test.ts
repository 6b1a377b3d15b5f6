import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { savedForms } from '../test/bot-fixtures';
import {
  newFieldDraft,
  newFormDraft,
  toFormTemplates,
  toFormsDraft,
  type FormsDraft,
} from './form-draft';
import { keyFromName } from './form-key';
import { formsDraftResolver } from './forms-draft-resolver';

const resolverOptions: ResolverOptions<FormsDraft> = {
  fields: {},
  shouldUseNativeValidation: false,
};

describe('keyFromName', () => {
  it('derives the key the widget always derived, unique among the taken ones', () => {
    const none = new Set<string>();
    expect(keyFromName('Full Name', none, 'field')).toBe('full_name');
    expect(keyFromName('  E-mail (work) ', none, 'field')).toBe('e_mail_work');
    expect(keyFromName('Prénom', none, 'field')).toBe('prenom');
    expect(keyFromName('2nd phone', none, 'field')).toBe('field_2nd_phone');
    expect(keyFromName('???', none, 'form')).toBe('form');
    expect(keyFromName('Email', new Set(['email', 'email_2']), 'field')).toBe('email_3');
    const long = keyFromName('a'.repeat(60), new Set(['a'.repeat(40)]), 'field');
    expect(long).toBe(`${'a'.repeat(38)}_2`);
  });
});

describe('form drafts', () => {
  it('give back the saved forms unchanged when nothing was edited', () => {
    const expected = savedForms.map(({ position: _position, ...form }) => form);
    expect(toFormTemplates(toFormsDraft(savedForms))).toEqual(expected);
  });

  it('key new forms and fields by their names, around the keys in use', () => {
    const draft = toFormsDraft(savedForms);
    const [appointments] = draft.forms;
    appointments?.fields.push(newFieldDraft('Email', 'email'));
    draft.forms.push({ ...newFormDraft(draft.forms), category: 'General Inquiry!' });

    const [first, , added] = toFormTemplates(draft);
    expect(first?.fields.map((field) => field.key)).toEqual([
      'full_name',
      'email',
      'test_service',
      'email_2',
    ]);
    expect(added?.key).toBe('general_inquiry_2');
    expect(added?.fields.map((field) => field.key)).toEqual(['full_name', 'email']);
  });

  it('start a new form with a name and a colour no other form has', () => {
    const draft = toFormsDraft(savedForms);
    const first = newFormDraft(draft.forms);
    const second = newFormDraft([...draft.forms, first]);
    expect([first.category, first.badgeColor]).toEqual(['New form', 'green']);
    expect([second.category, second.badgeColor]).toEqual(['New form 2', 'red']);
  });
});

describe('formsDraftResolver', () => {
  it('puts the shared schema’s messages beside the inputs they concern', async () => {
    const draft = toFormsDraft(savedForms);
    const [appointments, inquiry] = draft.forms;
    if (!appointments || !inquiry) throw new Error('fixture');
    inquiry.category = ' appointments ';
    appointments.fields.push({ ...newFieldDraft('Plan', 'select'), optionsText: '\n \n' });

    const { errors } = await formsDraftResolver(draft, undefined, resolverOptions);

    expect(errors.forms?.[0]?.fields?.[3]?.optionsText?.message).toBe(
      "The select field 'Plan' needs at least one option",
    );
    expect(errors.forms?.[1]?.category?.message).toBe(
      "Two forms have the category name 'Appointments'",
    );
  });

  it('resolves a valid draft to the list PUT /auth/form-definitions takes', async () => {
    const result = await formsDraftResolver(toFormsDraft(savedForms), undefined, resolverOptions);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({
      forms: [{ key: 'appointments' }, { key: 'general_inquiry' }],
    });
  });
});
