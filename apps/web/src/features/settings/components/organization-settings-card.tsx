import { zodResolver } from '@hookform/resolvers/zod';
import {
  authMessages,
  fallbackMessages,
  organizationInfoUpdateSchema,
  type OrganizationInfoUpdate,
  type UserInfo,
} from '@concierge/shared';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-error';
import { useCan } from '@/lib/permissions';
import { useUpdateOrganizationInfo } from '../api/profile';

type OrganizationValues = z.input<typeof organizationInfoUpdateSchema>;

export function OrganizationSettingsCard({ info }: { info: UserInfo }) {
  const update = useUpdateOrganizationInfo();
  const canEdit = useCan('manageOrganization');
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<OrganizationValues, unknown, OrganizationInfoUpdate>({
    resolver: zodResolver(organizationInfoUpdateSchema),
    defaultValues: { organization_name: info.organization_name ?? '', website: info.website ?? '' },
  });

  const onSubmit = (values: OrganizationInfoUpdate) =>
    update.mutate(values, {
      onSuccess: (saved) =>
        reset({ organization_name: saved.organization_name, website: saved.website ?? '' }),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Organization Settings</CardTitle>
        <CardDescription>
          {canEdit
            ? 'How your business appears across Concierge.'
            : 'Only owners and admins can change the organization settings.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          onSubmit={canEdit ? handleSubmit(onSubmit) : (event) => event.preventDefault()}
          noValidate
          className="space-y-4"
        >
          {update.isError && (
            <Alert>{errorMessage(update.error, fallbackMessages.updateOrganization)}</Alert>
          )}
          {update.isSuccess && !isDirty && (
            <Alert variant="success">{authMessages.organizationUpdated}</Alert>
          )}
          <FormField label="Organization Name" error={errors.organization_name?.message}>
            {(field) => (
              <Input
                {...field}
                autoComplete="organization"
                readOnly={!canEdit}
                {...register('organization_name')}
              />
            )}
          </FormField>
          <FormField label="Website" error={errors.website?.message}>
            {(field) => (
              <Input
                {...field}
                type="url"
                placeholder="https://example.com"
                readOnly={!canEdit}
                {...register('website')}
              />
            )}
          </FormField>
          {canEdit && (
            <div className="flex justify-end pt-2">
              <Button type="submit" loading={update.isPending}>
                Save Organization
              </Button>
            </div>
          )}
        </form>
      </CardContent>
    </Card>
  );
}
