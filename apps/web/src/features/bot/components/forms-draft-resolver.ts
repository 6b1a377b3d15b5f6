import { toNestErrors } from '@hookform/resolvers';
import {
  formDefinitionListSchema,
  formDefinitionMessages,
  type FormDefinitionList,
} from '@concierge/shared';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import { fieldKeys, formKeys, toFormTemplates, type FormsDraft } from './form-draft';

/** Where the list's messages that belong to no one input go (shown above the list). */
export const LIST_ERROR = 'root.list';

/** The draft input that shows a message the schema gives for a part of a form. */
const FORM_INPUTS: Record<string, string> = {
  key: 'category',
  category: 'category',
  title: 'title',
  submitButton: 'submitText',
  actionLabel: 'actionLabel',
  badgeColor: 'badgeColor',
  offeredBy: 'phrasesText',
};
const FIELD_INPUTS: Record<string, string> = {
  key: 'label',
  label: 'label',
  type: 'type',
  placeholder: 'placeholder',
  options: 'optionsText',
};

/** The later of two entries that share a name: the one to correct. */
function laterDuplicate(
  names: readonly string[],
  messageOf: (name: string) => string,
  message: string,
) {
  return names.findIndex(
    (name, index) => names.indexOf(name) < index && messageOf(name) === message,
  );
}

/** The draft input a message of the shared schema (at `path` of the saved list) belongs to. */
function draftInputOf(path: readonly PropertyKey[], message: string, draft: FormsDraft): string {
  const [, formIndex, part, item, itemPart] = path;
  const m = formDefinitionMessages;
  if (typeof formIndex !== 'number') {
    const categories = draft.forms.map((form) => form.category.trim());
    const lowerCase = categories.map((category) => category.toLowerCase());
    const byCategory = laterDuplicate(
      lowerCase,
      (lower) => m.duplicateCategory(categories[lowerCase.indexOf(lower)] ?? lower),
      message,
    );
    const byKey = laterDuplicate(formKeys(draft), m.duplicateFormKey, message);
    const index = byCategory >= 0 ? byCategory : byKey;
    return index >= 0 ? `forms.${index}.category` : LIST_ERROR;
  }
  const form = `forms.${formIndex}`;
  if (part === 'fields') {
    if (typeof item === 'number') {
      return `${form}.fields.${item}.${FIELD_INPUTS[String(itemPart)] ?? 'label'}`;
    }
    const title = draft.forms[formIndex]?.title.trim() ?? '';
    const keys = fieldKeys(draft.forms[formIndex] ?? { fields: [] });
    const duplicate = laterDuplicate(keys, (key) => m.duplicateFieldKey(title, key), message);
    return duplicate >= 0 ? `${form}.fields.${duplicate}.label` : LIST_ERROR;
  }
  if (part === 'offeredBy' && item === 'feature') return `${form}.feature`;
  if (part === 'submitButton' && item === 'style') return `${form}.submitStyle`;
  return `${form}.${FORM_INPUTS[String(part)] ?? 'category'}`;
}

/**
 * Checks the drafts with the shared schema the server uses, and puts each message beside the
 * input it concerns. Valid drafts resolve to the list to send.
 */
export const formsDraftResolver: Resolver<FormsDraft, unknown, FormDefinitionList> = (
  draft,
  _context,
  options,
) => {
  const result = formDefinitionListSchema.safeParse({ forms: toFormTemplates(draft) });
  if (result.success) return { values: result.data, errors: {} };
  const flat: Record<string, FieldError> = {};
  for (const issue of result.error.issues) {
    const input = draftInputOf(issue.path, issue.message, draft);
    flat[input] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors: toNestErrors(flat as FieldErrors, options) };
};
