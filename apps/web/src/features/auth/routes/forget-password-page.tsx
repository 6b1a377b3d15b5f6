import { zodResolver } from '@hookform/resolvers/zod';
import {
  authMessages,
  emailOnlySchema,
  fallbackMessages,
  type EmailOnlyInput,
} from '@concierge/shared';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-error';
import { useForgotPassword } from '../api';
import { AuthLayout } from '../components/auth-layout';

export function ForgetPasswordPage() {
  const navigate = useNavigate();
  const forgot = useForgotPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EmailOnlyInput>({
    resolver: zodResolver(emailOnlySchema),
    defaultValues: { email: '' },
  });

  const onSubmit = ({ email }: EmailOnlyInput) => {
    forgot.mutate(
      { email },
      {
        onSuccess: () => {
          toast.success(authMessages.resetCodeSent);
          navigate('/verify-forget-password', { state: { email } });
        },
      },
    );
  };

  return (
    <AuthLayout
      title="Forgot your password?"
      description="Enter your account’s email and we’ll send you a code to reset your password."
      footer={
        <Link to="/login" className="font-medium text-brand-600 hover:underline">
          Back to sign in
        </Link>
      }
    >
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-5">
        {forgot.isError && (
          <Alert>{errorMessage(forgot.error, fallbackMessages.sendResetOtp)}</Alert>
        )}
        <FormField label="Email" error={errors.email?.message}>
          {(field) => (
            <Input
              {...field}
              type="email"
              autoComplete="email"
              placeholder="you@company.com"
              {...register('email', { onChange: () => forgot.isError && forgot.reset() })}
            />
          )}
        </FormField>
        <Button type="submit" size="lg" className="w-full" loading={forgot.isPending}>
          Send Reset Code
        </Button>
      </form>
    </AuthLayout>
  );
}
