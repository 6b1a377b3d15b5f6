import {
  FORM_BADGE_COLORS,
  type FormBadgeColor,
  type FormFieldType,
  type FormOfferingFeature,
  type FormTemplate,
} from '@concierge/shared';
import { keyFromName } from './form-key';

/*
 * The Forms tab edits drafts: the definitions as inputs hold them (options and phrases as one
 * text, one per line; a key of null until the form or field is first saved).
 */

export interface FieldDraft {
  /** null for a field added since the last save: it gets its key from its label on saving. */
  key: string | null;
  label: string;
  type: FormFieldType;
  required: boolean;
  placeholder: string;
  /** select only: one option per line. */
  optionsText: string;
}

export interface FormDraft {
  /** null for a form added since the last save: it gets its key from its category name. */
  key: string | null;
  category: string;
  title: string;
  submitText: string;
  submitStyle: FormTemplate['submitButton']['style'];
  actionLabel: string;
  badgeColor: FormBadgeColor;
  enabled: boolean;
  /** '' when no bot feature offers the form. */
  feature: FormOfferingFeature | '';
  /** One phrase per line. */
  phrasesText: string;
  fields: FieldDraft[];
}

export interface FormsDraft {
  forms: FormDraft[];
}

const lines = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

export function toFormsDraft(forms: readonly FormTemplate[]): FormsDraft {
  return {
    forms: forms.map((form) => ({
      key: form.key,
      category: form.category,
      title: form.title,
      submitText: form.submitButton.text,
      submitStyle: form.submitButton.style,
      actionLabel: form.actionLabel,
      badgeColor: form.badgeColor,
      enabled: form.enabled,
      feature: form.offeredBy.feature ?? '',
      phrasesText: form.offeredBy.phrases.join('\n'),
      fields: form.fields.map((field) => ({
        key: field.key,
        label: field.label,
        type: field.type,
        required: field.required,
        placeholder: field.placeholder ?? '',
        optionsText: (field.options ?? []).join('\n'),
      })),
    })),
  };
}

/** The keys the drafts will be saved under: kept ones as they are, new ones from their names. */
function draftKeys<T extends { key: string | null }>(
  drafts: readonly T[],
  nameOf: (draft: T) => string,
  fallback: string,
): string[] {
  const taken = new Set(drafts.flatMap((draft) => (draft.key === null ? [] : [draft.key])));
  return drafts.map((draft) => {
    if (draft.key !== null) return draft.key;
    const key = keyFromName(nameOf(draft), taken, fallback);
    taken.add(key);
    return key;
  });
}

export const fieldKeys = (form: Pick<FormDraft, 'fields'>): string[] =>
  draftKeys(form.fields, (field) => field.label, 'field');

export const formKeys = (draft: FormsDraft): string[] =>
  draftKeys(draft.forms, (form) => form.category, 'form');

function toFormTemplate(form: FormDraft, key: string): FormTemplate {
  const keys = fieldKeys(form);
  const placeholder = (text: string) => (text.trim() ? { placeholder: text } : {});
  return {
    key,
    category: form.category,
    title: form.title,
    fields: form.fields.map((field, index) => ({
      key: keys[index] ?? '',
      label: field.label,
      type: field.type,
      required: field.required,
      ...placeholder(field.placeholder),
      ...(field.type === 'select' ? { options: lines(field.optionsText) } : {}),
    })),
    submitButton: { text: form.submitText, style: form.submitStyle },
    actionLabel: form.actionLabel,
    badgeColor: form.badgeColor,
    enabled: form.enabled,
    offeredBy: {
      ...(form.feature ? { feature: form.feature } : {}),
      phrases: lines(form.phrasesText),
    },
  };
}

/** The list as PUT /auth/form-definitions takes it (before the shared schema trims and checks it). */
export function toFormTemplates(draft: FormsDraft): FormTemplate[] {
  const keys = formKeys(draft);
  return draft.forms.map((form, index) => toFormTemplate(form, keys[index] ?? ''));
}

export function newFieldDraft(
  label = '',
  type: FormFieldType = 'text',
  required = false,
): FieldDraft {
  return { key: null, label, type, required, placeholder: '', optionsText: '' };
}

/** A name not used yet: 'New form', else 'New form 2', 'New form 3'… */
function unusedName(base: string, used: readonly string[]): string {
  const taken = new Set(used.map((name) => name.trim().toLowerCase()));
  let name = base;
  for (let count = 2; taken.has(name.toLowerCase()); count += 1) name = `${base} ${count}`;
  return name;
}

/** What "Add form" starts from: a contact form to rename, in a colour no other form has yet. */
export function newFormDraft(existing: readonly FormDraft[]): FormDraft {
  const usedColors = new Set(existing.map((form) => form.badgeColor));
  return {
    key: null,
    category: unusedName(
      'New form',
      existing.map((form) => form.category),
    ),
    title: 'Leave your details',
    submitText: 'Submit',
    submitStyle: 'primary',
    actionLabel: 'Follow Up',
    badgeColor: FORM_BADGE_COLORS.find((color) => !usedColors.has(color)) ?? 'gray',
    enabled: true,
    feature: '',
    phrasesText: '',
    fields: [newFieldDraft('Full Name', 'text', true), newFieldDraft('Email', 'email', true)],
  };
}
