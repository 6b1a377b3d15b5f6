import { zodResolver } from '@hookform/resolvers/zod';
import {
  fallbackMessages,
  invitationSignupSchema,
  type InvitationPreview,
  type InvitationSignupInput,
} from '@concierge/shared';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-error';
import type { useInvitationSignup } from '../invitation-api';
import { NewPasswordFields } from './new-password-fields';

interface InvitationSignupFormProps {
  invitation: InvitationPreview;
  /** Owned by the page: once the session is stored the page must keep this form, not switch. */
  signup: ReturnType<typeof useInvitationSignup>;
}

/** No account yet for the invited e-mail: name and password, then straight into the dashboard. */
export function InvitationSignupForm({ invitation, signup }: InvitationSignupFormProps) {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<InvitationSignupInput>({
    resolver: zodResolver(invitationSignupSchema),
    defaultValues: { name: '', password: '', confirmPassword: '' },
  });
  const password = useWatch({ control, name: 'password' }) ?? '';

  // Selecting the joined organization resets the cached queries, this page's among them, so the
  // form may unmount before a mutate() callback would run: wait on the promise instead.
  const onSubmit = (values: InvitationSignupInput) =>
    signup.mutateAsync(values).then(
      () => navigate('/', { replace: true }),
      () => undefined,
    );

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
      {signup.isError && <Alert>{errorMessage(signup.error, fallbackMessages.register)}</Alert>}
      <FormField label="Email">
        {(field) => <Input {...field} type="email" value={invitation.email} readOnly />}
      </FormField>
      <FormField label="Full Name" error={errors.name?.message}>
        {(field) => <Input {...field} autoComplete="name" {...register('name')} />}
      </FormField>
      <NewPasswordFields
        password={password}
        passwordField={register('password')}
        confirmField={register('confirmPassword')}
        passwordError={errors.password?.message}
        confirmError={errors.confirmPassword?.message}
      />
      <Button type="submit" size="lg" className="w-full" loading={signup.isPending}>
        Create Account and Join
      </Button>
    </form>
  );
}
