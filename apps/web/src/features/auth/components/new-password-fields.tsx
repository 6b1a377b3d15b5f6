import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { PasswordStrengthMeter } from './password-strength-meter';

interface NewPasswordFieldsProps {
  /** The password typed so far, for the strength meter. */
  password: string;
  passwordField: UseFormRegisterReturn;
  confirmField: UseFormRegisterReturn;
  passwordError?: string;
  confirmError?: string;
}

/** Password with its strength meter, and its confirmation: every form that creates an account. */
export function NewPasswordFields({
  password,
  passwordField,
  confirmField,
  passwordError,
  confirmError,
}: NewPasswordFieldsProps) {
  return (
    <>
      <FormField
        label="Password"
        error={passwordError}
        hint={<PasswordStrengthMeter password={password} />}
      >
        {(field) => <PasswordInput {...field} autoComplete="new-password" {...passwordField} />}
      </FormField>
      <FormField label="Confirm Password" error={confirmError}>
        {(field) => <PasswordInput {...field} autoComplete="new-password" {...confirmField} />}
      </FormField>
    </>
  );
}
