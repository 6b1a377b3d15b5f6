import { zodResolver } from '@hookform/resolvers/zod';
import {
  TIMEZONES,
  authMessages,
  fallbackMessages,
  userInfoUpdateSchema,
  type UserInfo,
  type UserInfoUpdate,
} from '@concierge/shared';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api-error';
import { useUpdateUserInfo } from '../api/profile';

type PersonalInfoValues = z.input<typeof userInfoUpdateSchema>;

export function PersonalInformationCard({ info }: { info: UserInfo }) {
  const update = useUpdateUserInfo();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<PersonalInfoValues, unknown, UserInfoUpdate>({
    resolver: zodResolver(userInfoUpdateSchema),
    defaultValues: {
      full_name: info.full_name,
      phone_number: info.phone_number ?? '',
      timezone: info.timezone,
    },
  });

  const onSubmit = (values: UserInfoUpdate) =>
    update.mutate(values, {
      onSuccess: (saved) =>
        reset({
          full_name: saved.full_name,
          phone_number: saved.phone_number ?? '',
          timezone: saved.timezone,
        }),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Personal Information</CardTitle>
        <CardDescription>Your name and contact details.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
          {update.isError && (
            <Alert>{errorMessage(update.error, fallbackMessages.updatePersonalInfo)}</Alert>
          )}
          {update.isSuccess && !isDirty && (
            <Alert variant="success">{authMessages.personalInfoUpdated}</Alert>
          )}
          <FormField label="Full Name" error={errors.full_name?.message}>
            {(field) => <Input {...field} autoComplete="name" {...register('full_name')} />}
          </FormField>
          <FormField
            label="Email"
            hint={<p className="mt-1.5 text-xs text-slate-500">Email cannot be changed.</p>}
          >
            {(field) => <Input {...field} type="email" value={info.email} readOnly />}
          </FormField>
          <FormField label="Phone Number" error={errors.phone_number?.message}>
            {(field) => (
              <Input
                {...field}
                type="tel"
                autoComplete="tel"
                placeholder="+1 555 123 4567"
                {...register('phone_number')}
              />
            )}
          </FormField>
          <FormField label="Timezone" error={errors.timezone?.message}>
            {(field) => (
              <Select {...field} {...register('timezone')}>
                {TIMEZONES.map((timezone) => (
                  <option key={timezone} value={timezone}>
                    {timezone}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <div className="flex justify-end pt-2">
            <Button type="submit" loading={update.isPending}>
              Save Changes
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
