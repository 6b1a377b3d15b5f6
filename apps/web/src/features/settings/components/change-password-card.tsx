import { zodResolver } from '@hookform/resolvers/zod';
import {
  authMessages,
  changePasswordFormSchema,
  fallbackMessages,
  type ChangePasswordInput,
} from '@concierge/shared';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { errorMessage } from '@/lib/api-error';
import { useChangePassword } from '../api/profile';

const emptyForm: ChangePasswordInput = {
  current_password: '',
  new_password: '',
  confirm_new_password: '',
};

export function ChangePasswordCard() {
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: emptyForm,
  });

  const onSubmit = (values: ChangePasswordInput) =>
    change.mutate(values, { onSuccess: () => reset(emptyForm) });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Change Password</CardTitle>
        <CardDescription>
          At least 8 characters with uppercase, lowercase, a number and a special character. Other
          sessions are signed out.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
          {change.isError && (
            <Alert>{errorMessage(change.error, fallbackMessages.updatePassword)}</Alert>
          )}
          {change.isSuccess && !isDirty && (
            <Alert variant="success">{authMessages.passwordUpdated}</Alert>
          )}
          <FormField label="Current Password" error={errors.current_password?.message}>
            {(field) => (
              <PasswordInput
                {...field}
                autoComplete="current-password"
                {...register('current_password')}
              />
            )}
          </FormField>
          <FormField label="New Password" error={errors.new_password?.message}>
            {(field) => (
              <PasswordInput {...field} autoComplete="new-password" {...register('new_password')} />
            )}
          </FormField>
          <FormField label="Confirm New Password" error={errors.confirm_new_password?.message}>
            {(field) => (
              <PasswordInput
                {...field}
                autoComplete="new-password"
                {...register('confirm_new_password')}
              />
            )}
          </FormField>
          <div className="flex justify-end pt-2">
            <Button type="submit" loading={change.isPending}>
              Update Password
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
