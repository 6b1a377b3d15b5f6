import {
  INDUSTRIES,
  type FormTemplate,
  type FormTemplateSummary,
  type Industry,
} from '@concierge/shared';
import { DENTAL_MEDICAL_FORMS } from './dental-medical.js';
import { EDUCATION_FORMS } from './education.js';
import { FINANCIAL_SERVICES_FORMS } from './financial-services.js';
import { HEALTHCARE_FORMS } from './healthcare.js';
import { HOSPITALITY_FORMS } from './hospitality.js';
import { OTHER_FORMS } from './other.js';
import { PROFESSIONAL_SERVICES_FORMS } from './professional-services.js';
import { REAL_ESTATE_FORMS } from './real-estate.js';
import { RETAIL_FORMS } from './retail.js';
import { SOFTWARE_FORMS } from './software.js';

/** Each onboarding industry's forms. */
export const FORM_TEMPLATES: Readonly<Record<Industry, readonly FormTemplate[]>> = {
  'Healthcare & Diagnostics': HEALTHCARE_FORMS,
  'Dental & Medical Clinic': DENTAL_MEDICAL_FORMS,
  'Retail & E-commerce': RETAIL_FORMS,
  'Professional Services': PROFESSIONAL_SERVICES_FORMS,
  'Education & Training': EDUCATION_FORMS,
  'Hospitality & Travel': HOSPITALITY_FORMS,
  'Real Estate': REAL_ESTATE_FORMS,
  'Financial Services': FINANCIAL_SERVICES_FORMS,
  'Software & Technology': SOFTWARE_FORMS,
  Other: OTHER_FORMS,
};

/** What every organization had before forms were defined per organization: the lab's five. */
export const DEFAULT_FORM_INDUSTRY: Industry = 'Healthcare & Diagnostics';

/** A copy of the industry's forms, safe to change. */
export const formTemplateFor = (industry: Industry): FormTemplate[] =>
  structuredClone([...FORM_TEMPLATES[industry]]);

export const formTemplateSummaries = (): FormTemplateSummary[] =>
  INDUSTRIES.map((industry) => ({
    industry,
    forms: FORM_TEMPLATES[industry].map((form) => form.category),
  }));

/** Onboarding's answer as an industry with a template; anything else is Other. */
export const industryOrOther = (answer: string): Industry =>
  INDUSTRIES.find((industry) => industry === answer) ?? 'Other';
