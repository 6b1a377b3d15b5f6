import {
  Controller,
  useWatch,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { CheckboxGroup } from '@/components/ui/checkbox-group';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { BehaviorInput, BehaviorValues } from './behavior-form';
import { SwitchField } from './switch-field';

/** Monday first, as the week reads on a clinic's door; the values keep Sunday as 0. */
const WEEK = [
  { value: 1, label: 'Mon' },
  { value: 2, label: 'Tue' },
  { value: 3, label: 'Wed' },
  { value: 4, label: 'Thu' },
  { value: 5, label: 'Fri' },
  { value: 6, label: 'Sat' },
  { value: 0, label: 'Sun' },
];

interface OpeningHoursFieldsProps {
  control: Control<BehaviorInput, unknown, BehaviorValues>;
  register: UseFormRegister<BehaviorInput>;
  errors: FieldErrors<BehaviorInput>;
}

/** The Behavior tab's 'Opening hours' section: the days and times show while the switch is on. */
export function OpeningHoursFields({ control, register, errors }: OpeningHoursFieldsProps) {
  const enabled = useWatch({ control, name: 'openingHoursEnabled' });
  return (
    <section className="space-y-4 border-t border-slate-100 pt-5">
      <h3 className="text-sm font-semibold text-slate-900">Opening hours</h3>
      <SwitchField
        control={control}
        name="openingHoursEnabled"
        label="Only hand over to the team during opening hours"
        description="Outside these hours, visitors who ask for a person get the General Inquiry form instead of waiting. Times are in your organization's timezone."
      />
      {enabled && (
        <>
          <Controller
            control={control}
            name="openingDays"
            render={({ field }) => (
              <CheckboxGroup
                legend="Opening days"
                options={WEEK}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.openingDays?.message}
              />
            )}
          />
          <div className="flex flex-wrap gap-4">
            <FormField label="Opening time" error={errors.openingTime?.message} className="w-40">
              {(field) => <Input {...field} type="time" {...register('openingTime')} />}
            </FormField>
            <FormField label="Closing time" error={errors.closingTime?.message} className="w-40">
              {(field) => <Input {...field} type="time" {...register('closingTime')} />}
            </FormField>
          </div>
        </>
      )}
    </section>
  );
}
