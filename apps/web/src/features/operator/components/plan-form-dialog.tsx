import { PLAN_LIMIT_KEYS, type OperatorPlan } from '@concierge/shared';
import { useId, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { ApiError, errorMessage } from '@/lib/api-error';
import { useCreatePlan, useUpdatePlan } from '../api/plans';
import { planFormResolver, toPlanFormValues, type PlanFormOutput } from './plan-form-values';
import { planLimitLabels } from './plan-limit-labels';

interface PlanFormDialogProps {
  open: boolean;
  /** The plan to edit, or null to create one. */
  plan: OperatorPlan | null;
  onClose: () => void;
}

/** Create Package, or Edit of one package (its id cannot change: tenants refer to it). */
export function PlanFormDialog({ open, plan, onClose }: PlanFormDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={plan ? `Edit ${plan.name}` : 'Create Package'}
      description={
        plan
          ? 'Changes apply to the package’s current subscribers too.'
          : 'A new package is offered in Billing once it is active.'
      }
      className="max-h-[90vh] max-w-2xl overflow-y-auto"
    >
      {/* Mounted only while open, so each opening starts from the plan's saved values. */}
      <PlanForm plan={plan} onDone={onClose} />
    </Dialog>
  );
}

const hintClass = 'mt-1 text-xs text-slate-500';

function PlanForm({ plan, onDone }: { plan: OperatorPlan | null; onDone: () => void }) {
  const creating = plan === null;
  const create = useCreatePlan();
  const update = useUpdatePlan();
  const id = useId();
  const resolver = useMemo(() => planFormResolver(creating), [creating]);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver, defaultValues: toPlanFormValues(plan) });

  const refused = (error: Error) => {
    const message = errorMessage(error, 'Failed to save the package');
    // On create, a 409 is the taken id: say it under the id, keeping everything typed.
    if (creating && error instanceof ApiError && error.status === 409) {
      setError('id', { type: 'server', message }, { shouldFocus: true });
    } else {
      setError('root.server', { type: 'server', message });
    }
  };

  const onSubmit = ({ id, ...fields }: PlanFormOutput) => {
    const options = { onSuccess: onDone, onError: refused };
    if (plan) update.mutate({ id: plan.id, fields }, options);
    else create.mutate({ ...fields, id: id ?? '' }, options);
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
      {errors.root?.server?.message && <Alert>{errors.root.server.message}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Plan id"
          error={errors.id?.message}
          hint={
            <p className={hintClass}>
              {creating
                ? 'Lower-case letters, digits, - and _; it cannot change later.'
                : 'Tenants refer to the plan by its id, so it cannot change.'}
            </p>
          }
        >
          {(field) => (
            <Input
              {...field}
              readOnly={!creating}
              placeholder="growth"
              autoComplete="off"
              {...register('id')}
            />
          )}
        </FormField>
        <FormField label="Package name" error={errors.name?.message}>
          {(field) => <Input {...field} placeholder="Growth" {...register('name')} />}
        </FormField>
      </div>
      <FormField label="Description" error={errors.description?.message}>
        {(field) => <Textarea {...field} rows={2} {...register('description')} />}
      </FormField>
      <FormField label="Price (USD / month)" error={errors.price?.message}>
        {(field) => (
          <Input {...field} type="number" inputMode="numeric" min={0} {...register('price')} />
        )}
      </FormField>
      <FormField
        label="Features"
        error={errors.features?.message}
        hint={<p className={hintClass}>One feature per line.</p>}
      >
        {(field) => <Textarea {...field} rows={5} {...register('features')} />}
      </FormField>
      <fieldset aria-describedby={`${id}-limits-hint`}>
        <legend className="text-sm font-medium text-slate-700">Limits</legend>
        <p id={`${id}-limits-hint`} className={hintClass}>
          Whole numbers; -1 = unlimited.
        </p>
        <div className="mt-2 grid gap-4 sm:grid-cols-2">
          {PLAN_LIMIT_KEYS.map((key) => (
            <FormField key={key} label={planLimitLabels[key]} error={errors.limits?.[key]?.message}>
              {(field) => (
                <Input
                  {...field}
                  type="number"
                  inputMode="numeric"
                  min={-1}
                  {...register(`limits.${key}`)}
                />
              )}
            </FormField>
          ))}
        </div>
      </fieldset>
      <div className="flex items-center gap-3">
        <Controller
          control={control}
          name="popular"
          render={({ field }) => (
            <Switch
              id={`${id}-popular`}
              checked={field.value}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        />
        <label htmlFor={`${id}-popular`} className="text-sm font-medium text-slate-700">
          Most popular
        </label>
      </div>
      <div className="flex justify-end gap-2 pt-2">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={create.isPending || update.isPending}>
          {creating ? 'Create Package' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
