import { zodResolver } from '@hookform/resolvers/zod';
import { addTenantSchema, type AddTenantInput } from '@concierge/shared';
import { Controller, useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api-error';
import { useOperatorPlans } from '../api/plans';
import { ADD_TENANT_FAILED, useAddTenant } from '../api/add-tenant';

const emptyTenant: AddTenantInput = { name: '', owner_email: '', plan_id: 'trial' };

interface AddTenantDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** A new organization on a plan; its owner gets an invitation by e-mail. */
export function AddTenantDialog({ open, onOpenChange }: AddTenantDialogProps) {
  const add = useAddTenant();
  const plans = useOperatorPlans();
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<AddTenantInput>({
    resolver: zodResolver(addTenantSchema),
    defaultValues: emptyTenant,
  });

  const changeOpen = (next: boolean) => {
    if (!next) {
      reset(emptyTenant);
      add.reset();
    }
    onOpenChange(next);
  };

  const onSubmit = (values: AddTenantInput) =>
    add.mutate(values, { onSuccess: () => changeOpen(false) });

  // Until the plans arrive, the default plan is the only choice.
  const planOptions = plans.data ?? [{ id: 'trial', name: 'Trial', price: 0 }];

  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      title="Add Tenant"
      description="Creates the organization and e-mails its owner an invitation."
    >
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
        <FormField label="Organization name" error={errors.name?.message}>
          {(field) => <Input {...field} autoComplete="organization" {...register('name')} />}
        </FormField>
        <FormField label="Owner email" error={errors.owner_email?.message}>
          {(field) => (
            <Input {...field} type="email" autoComplete="off" {...register('owner_email')} />
          )}
        </FormField>
        <FormField label="Plan" error={errors.plan_id?.message}>
          {(field) => (
            <Controller
              control={control}
              name="plan_id"
              render={({ field: plan }) => (
                <Select
                  {...field}
                  name={plan.name}
                  value={plan.value}
                  onChange={plan.onChange}
                  onBlur={plan.onBlur}
                  ref={plan.ref}
                >
                  {planOptions.map((option) => (
                    <option key={option.id} value={option.id}>
                      {option.name}
                      {option.price > 0 ? ` ($${option.price}/mo)` : ''}
                    </option>
                  ))}
                </Select>
              )}
            />
          )}
        </FormField>
        {plans.isError && (
          <p className="text-sm text-slate-600">The plan list could not be loaded.</p>
        )}
        {add.isError && <Alert>{errorMessage(add.error, ADD_TENANT_FAILED)}</Alert>}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => changeOpen(false)}>
            Cancel
          </Button>
          <Button type="submit" loading={add.isPending}>
            Add Tenant
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
