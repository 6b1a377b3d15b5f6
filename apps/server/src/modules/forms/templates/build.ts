import type {
  FormBadgeColor,
  FormFieldDefinition,
  FormFieldType,
  FormOfferingFeature,
  FormTemplate,
} from '@concierge/shared';

/** The few building blocks every industry's template is written with. */
export function field(
  key: string,
  label: string,
  type: FormFieldType,
  required = false,
  extra: Pick<FormFieldDefinition, 'placeholder'> = {},
): FormFieldDefinition {
  return { key, label, type, required, ...extra };
}

export const select = (
  key: string,
  label: string,
  options: string[],
  required = false,
): FormFieldDefinition => ({ key, label, type: 'select', required, options });

// Keys as the widget names answers today ('Full Name' → full_name), so contact details are read
// from every industry's forms alike.
export const fullName = () => field('full_name', 'Full Name', 'text', true);
export const email = (label = 'Email') => field('email', label, 'email', true);
export const phone = (required = false) => field('phone_number', 'Phone Number', 'phone', required);
export const message = (required = false, label = 'Message') =>
  field('message', label, 'long_text', required);
export const preferredDate = (required = true) =>
  field('preferred_date', 'Preferred Date', 'date', required);
export const preferredTimeSlot = () => field('preferred_time', 'Preferred Time', 'time_slot');
export const contactConsent = () =>
  field('contact_consent', 'I agree to be contacted about this request', 'consent', true);

export interface FormSketch {
  key: string;
  category: string;
  title: string;
  fields: FormFieldDefinition[];
  submitText: string;
  actionLabel: string;
  badgeColor: FormBadgeColor;
  feature?: FormOfferingFeature;
  phrases: string[];
}

/** A template form, switched on, with a primary submit button. */
export function form({ submitText, feature, phrases, ...rest }: FormSketch): FormTemplate {
  return {
    ...rest,
    submitButton: { text: submitText, style: 'primary' },
    enabled: true,
    offeredBy: feature ? { feature, phrases } : { phrases },
  };
}
