import {
  toFormConfig,
  type FormCategory,
  type FormConfig,
  type FormTemplate,
} from '@concierge/shared';
import { HEALTHCARE_FORMS } from '../modules/forms/templates/healthcare.js';

/** The demo lab's form of one of SPEC's categories: the Healthcare template's. */
export function labForm(category: FormCategory): FormTemplate {
  const form = HEALTHCARE_FORMS.find((candidate) => candidate.category === category);
  if (!form) throw new Error(`The Healthcare template has no ${category} form`);
  return form;
}

/** What the widget showed for it (the demo bot is always open). */
export const labFormConfig = (category: FormCategory): FormConfig =>
  toFormConfig(labForm(category), null);
