import { z } from 'zod';
import type { ChatbotFeatures } from './chatbot.js';
import { INDUSTRIES } from './onboarding.js';

/** Onboarding's `industry` answers: each has a template of forms. */
export type Industry = (typeof INDUSTRIES)[number];

/**
 * Issue 22: the forms an organization offers, defined per organization. A form's `key` is also its
 * category id; a field's `key` names its answer in `form_data`. Keys never change when a label is
 * renamed, so older submissions stay readable (see readSubmission).
 */
export const FORM_FIELD_TYPES = [
  'text',
  'long_text',
  'email',
  'phone',
  'number',
  'date',
  'time_slot',
  'select',
  'checkbox',
  'consent',
] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

/** SPEC §9's five badge colours first, then a few more for other industries' forms. */
export const FORM_BADGE_COLORS = [
  'blue',
  'green',
  'red',
  'purple',
  'yellow',
  'orange',
  'teal',
  'pink',
  'gray',
] as const;
export type FormBadgeColor = (typeof FORM_BADGE_COLORS)[number];

export const FORM_BUTTON_STYLES = ['primary', 'secondary'] as const;

/** The bot feature switches that can offer a form (Bot Setup → Features). */
export const FORM_OFFERING_FEATURES = [
  'leadCapture',
  'appointmentBooking',
  'ticketCreation',
  'humanHandoff',
] as const satisfies readonly (keyof ChatbotFeatures)[];
export type FormOfferingFeature = (typeof FORM_OFFERING_FEATURES)[number];

export const MAX_FORMS = 12;
export const MAX_FORM_FIELDS = 20;
export const MAX_SELECT_OPTIONS = 30;
export const MAX_OFFER_PHRASES = 20;

const KEY_MAX = 40;

export const formDefinitionMessages = {
  keyInvalid: `A key must start with a lower-case letter and use only a-z, 0-9 and _ (at most ${KEY_MAX} characters)`,
  categoryInvalid: 'A form’s category name must be 1 to 40 characters',
  titleInvalid: 'A form’s title must be 1 to 80 characters',
  labelInvalid: 'A field label must be 1 to 80 characters',
  placeholderInvalid: 'A placeholder must be at most 120 characters',
  fieldTypeInvalid: `A field type must be one of: ${FORM_FIELD_TYPES.join(', ')}`,
  optionInvalid: 'A select option must be 1 to 80 characters',
  tooManyOptions: `A select field has at most ${MAX_SELECT_OPTIONS} options`,
  fieldCount: `A form has 1 to ${MAX_FORM_FIELDS} fields`,
  submitTextInvalid: 'The submit button text must be 1 to 40 characters',
  buttonStyleInvalid: 'The submit button style must be primary or secondary',
  actionLabelInvalid: 'The staff action label must be 1 to 40 characters',
  badgeColorInvalid: `The badge colour must be one of: ${FORM_BADGE_COLORS.join(', ')}`,
  featureInvalid: `A form is offered by one of the bot features: ${FORM_OFFERING_FEATURES.join(', ')}`,
  phraseInvalid: 'A phrase that offers a form must be 1 to 80 characters',
  tooManyPhrases: `A form is offered by at most ${MAX_OFFER_PHRASES} phrases`,
  formCount: `Keep 1 to ${MAX_FORMS} forms (switch a form off rather than removing every one)`,
  selectNeedsOptions: (label: string) => `The select field '${label}' needs at least one option`,
  optionsOnlyForSelect: (label: string) =>
    `Only a select field has options ('${label}' is not one)`,
  duplicateOption: (label: string, option: string) =>
    `The select field '${label}' lists '${option}' twice`,
  duplicateFieldKey: (form: string, key: string) =>
    `The form '${form}' has two fields with the key '${key}'`,
  duplicateFormKey: (key: string) => `Two forms have the key '${key}'`,
  duplicateCategory: (category: string) => `Two forms have the category name '${category}'`,
  unknownIndustry: `Unknown industry: choose one of ${INDUSTRIES.join(', ')}`,
  saved: 'Forms saved successfully!',
  templateApplied: (industry: string) => `The ${industry} forms are now in use.`,
} as const;

const m = formDefinitionMessages;

const slug = z
  .string({ error: m.keyInvalid })
  .regex(new RegExp(`^[a-z][a-z0-9_]{0,${KEY_MAX - 1}}$`), { error: m.keyInvalid });

/** A trimmed text of 1 to `max` characters, with one message for any failure. */
const text = (max: number, error: string) =>
  z.string({ error }).trim().min(1, { error }).max(max, { error });

const duplicatesOf = (values: readonly string[]): string[] => [
  ...new Set(values.filter((value, index) => values.indexOf(value) !== index)),
];

export const formFieldDefinitionSchema = z
  .object({
    key: slug,
    label: text(80, m.labelInvalid),
    type: z.enum(FORM_FIELD_TYPES, { error: m.fieldTypeInvalid }),
    required: z.boolean().default(false),
    placeholder: z
      .string({ error: m.placeholderInvalid })
      .trim()
      .max(120, { error: m.placeholderInvalid })
      .optional(),
    /** select only: the choices, in order. */
    options: z
      .array(text(80, m.optionInvalid), { error: m.optionInvalid })
      .max(MAX_SELECT_OPTIONS, { error: m.tooManyOptions })
      .optional(),
  })
  .superRefine((field, context) => {
    const options = field.options ?? [];
    if (field.type === 'select' && options.length === 0) {
      context.addIssue({
        code: 'custom',
        path: ['options'],
        message: m.selectNeedsOptions(field.label),
      });
    }
    if (field.type !== 'select' && field.options !== undefined) {
      context.addIssue({
        code: 'custom',
        path: ['options'],
        message: m.optionsOnlyForSelect(field.label),
      });
    }
    for (const option of duplicatesOf(options)) {
      context.addIssue({
        code: 'custom',
        path: ['options'],
        message: m.duplicateOption(field.label, option),
      });
    }
  });
export type FormFieldDefinition = z.output<typeof formFieldDefinitionSchema>;

/** One form as it is sent to PUT /auth/form-definitions; its position is its place in the list. */
export const formDefinitionSchema = z
  .object({
    key: slug,
    /** The display name, stored as a submission's category. */
    category: text(40, m.categoryInvalid),
    title: text(80, m.titleInvalid),
    fields: z
      .array(formFieldDefinitionSchema, { error: m.fieldCount })
      .min(1, { error: m.fieldCount })
      .max(MAX_FORM_FIELDS, { error: m.fieldCount }),
    submitButton: z.object({
      text: text(40, m.submitTextInvalid),
      style: z.enum(FORM_BUTTON_STYLES, { error: m.buttonStyleInvalid }).default('primary'),
    }),
    /** The button staff press on a submission (SPEC §9 action labels). */
    actionLabel: text(40, m.actionLabelInvalid),
    badgeColor: z.enum(FORM_BADGE_COLORS, { error: m.badgeColorInvalid }),
    enabled: z.boolean().default(true),
    /** What makes the bot offer the form: a feature switch, and phrases a visitor may say. */
    offeredBy: z
      .object({
        feature: z.enum(FORM_OFFERING_FEATURES, { error: m.featureInvalid }).optional(),
        phrases: z
          .array(text(80, m.phraseInvalid), { error: m.phraseInvalid })
          .max(MAX_OFFER_PHRASES, { error: m.tooManyPhrases })
          .default([]),
      })
      .default({ phrases: [] }),
  })
  .superRefine((form, context) => {
    for (const key of duplicatesOf(form.fields.map((field) => field.key))) {
      context.addIssue({
        code: 'custom',
        path: ['fields'],
        message: m.duplicateFieldKey(form.title, key),
      });
    }
  });
export type FormDefinitionInput = z.input<typeof formDefinitionSchema>;
/** A form as an industry template or the API holds it, before it has a place in a list. */
export type FormTemplate = z.output<typeof formDefinitionSchema>;
export interface FormDefinition extends FormTemplate {
  /** 0 for the first form of the organization's list. */
  position: number;
}

/** PUT /auth/form-definitions: the organization's whole, ordered list. */
export const formDefinitionListSchema = z
  .object({
    forms: z
      .array(formDefinitionSchema, { error: m.formCount })
      .min(1, { error: m.formCount })
      .max(MAX_FORMS, { error: m.formCount }),
  })
  .superRefine(({ forms }, context) => {
    for (const key of duplicatesOf(forms.map((form) => form.key))) {
      context.addIssue({ code: 'custom', path: ['forms'], message: m.duplicateFormKey(key) });
    }
    const categories = forms.map((form) => form.category.toLowerCase());
    for (const category of duplicatesOf(categories)) {
      const named = forms.find((form) => form.category.toLowerCase() === category);
      context.addIssue({
        code: 'custom',
        path: ['forms'],
        message: m.duplicateCategory(named?.category ?? category),
      });
    }
  });
export type FormDefinitionList = z.output<typeof formDefinitionListSchema>;

/** POST /auth/form-definitions/apply-template. */
export const applyFormTemplateSchema = z.object({
  industry: z.enum(INDUSTRIES, { error: m.unknownIndustry }),
});

/** GET /auth/form-templates: each onboarding industry and the names of its forms. */
export interface FormTemplateSummary {
  industry: Industry;
  forms: string[];
}

/** One answer of a submission, labelled by the form as it is defined now. */
export interface SubmissionAnswer {
  key: string;
  label: string;
  value: unknown;
}

/** 'full_name' → 'Full Name': an answer's key as people read it, for a field the form lacks. */
export function keyLabel(key: string): string {
  return key
    .replace(/_/g, ' ')
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/\b\w/g, (letter) => letter.toUpperCase());
}

/**
 * A submission's answers under the definition's current labels, in the form's order; answers whose
 * key the form no longer has (a removed field) follow, labelled with their key in words.
 */
export function readSubmission(
  definition: Pick<FormTemplate, 'fields'>,
  formData: Record<string, unknown>,
): SubmissionAnswer[] {
  const known = new Set(definition.fields.map((field) => field.key));
  const answers = definition.fields
    .filter((field) => Object.hasOwn(formData, field.key))
    .map((field) => ({ key: field.key, label: field.label, value: formData[field.key] }));
  const unknown = Object.entries(formData)
    .filter(([key]) => !known.has(key))
    .map(([key, value]) => ({ key, label: keyLabel(key), value }));
  return [...answers, ...unknown];
}
