import { zodResolver } from '@hookform/resolvers/zod';
import {
  fallbackMessages,
  signupFormSchema,
  validationMessages,
  type SignupFormInput,
} from '@concierge/shared';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldError } from '@/components/ui/field-error';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-error';
import { useSignup } from '../api';
import { AuthLayout } from '../components/auth-layout';
import { NewPasswordFields } from '../components/new-password-fields';

type SignupFormValues = z.input<typeof signupFormSchema>;

const legalLink = 'font-medium text-brand-600 underline-offset-2 hover:underline';

export function SignupPage() {
  const navigate = useNavigate();
  const signup = useSignup();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<SignupFormValues, unknown, SignupFormInput>({
    resolver: zodResolver(signupFormSchema),
    defaultValues: {
      name: '',
      email: '',
      organizationName: '',
      password: '',
      confirmPassword: '',
      terms: false,
    },
  });
  const password = useWatch({ control, name: 'password' }) ?? '';

  const onSubmit = ({ terms: _terms, ...values }: SignupFormInput) => {
    signup.mutate(values, {
      onSuccess: (data) =>
        navigate('/verify-email', { state: { email: data?.email ?? values.email } }),
    });
  };

  return (
    <AuthLayout
      title="Create your account"
      description="Set up your organization and launch your chatbot."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" className="font-medium text-brand-600 hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <form
        onSubmit={handleSubmit(onSubmit, () => toast.error(validationMessages.signupIncomplete))}
        noValidate
        className="space-y-4"
      >
        {signup.isError && <Alert>{errorMessage(signup.error, fallbackMessages.register)}</Alert>}
        <FormField label="Full Name" error={errors.name?.message}>
          {(field) => <Input {...field} autoComplete="name" {...register('name')} />}
        </FormField>
        <FormField label="Email" error={errors.email?.message}>
          {(field) => (
            <Input
              {...field}
              type="email"
              autoComplete="email"
              placeholder="you@company.com"
              {...register('email')}
            />
          )}
        </FormField>
        <FormField label="Organization Name" error={errors.organizationName?.message}>
          {(field) => (
            <Input {...field} autoComplete="organization" {...register('organizationName')} />
          )}
        </FormField>
        <NewPasswordFields
          password={password}
          passwordField={register('password')}
          confirmField={register('confirmPassword')}
          passwordError={errors.password?.message}
          confirmError={errors.confirmPassword?.message}
        />
        <div>
          <div className="flex items-start gap-3">
            <Controller
              control={control}
              name="terms"
              render={({ field }) => (
                <Checkbox
                  id="signup-terms"
                  className="mt-0.5"
                  checked={field.value === true}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  aria-invalid={errors.terms ? true : undefined}
                  aria-describedby={errors.terms ? 'signup-terms-error' : undefined}
                />
              )}
            />
            <label htmlFor="signup-terms" className="text-sm text-slate-600">
              I agree to the{' '}
              <Link to="/terms" target="_blank" className={legalLink}>
                Terms of Service
              </Link>{' '}
              and{' '}
              <Link to="/privacy" target="_blank" className={legalLink}>
                Privacy Policy
              </Link>
            </label>
          </div>
          <FieldError id="signup-terms-error" message={errors.terms?.message} />
        </div>
        <Button type="submit" size="lg" className="w-full" loading={signup.isPending}>
          Create Account
        </Button>
      </form>
    </AuthLayout>
  );
}
