import type { OnboardingField, OnboardingValue } from '@concierge/shared';

/** What every field control receives from the step form. */
export interface FieldControlProps {
  field: OnboardingField;
  /** The control's id, tied to its label. */
  id: string;
  /** The help line's id, when the field has one. */
  describedBy?: string;
  /** The step's Continue found this required field empty. */
  invalid: boolean;
  value: OnboardingValue | undefined;
  onChange: (value: OnboardingValue) => void;
}
