import { useId } from 'react';
import {
  Controller,
  useWatch,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldError } from '@/components/ui/field-error';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { BehaviorInput, BehaviorValues } from './behavior-form';
import { SettingSwitch } from './setting-switch';

/** Monday first, as the week reads on a clinic's door; the values keep Sunday as 0. */
const WEEK = [
  { day: 1, label: 'Mon' },
  { day: 2, label: 'Tue' },
  { day: 3, label: 'Wed' },
  { day: 4, label: 'Thu' },
  { day: 5, label: 'Fri' },
  { day: 6, label: 'Sat' },
  { day: 0, label: 'Sun' },
] as const;

interface OpeningHoursFieldsProps {
  control: Control<BehaviorInput, unknown, BehaviorValues>;
  register: UseFormRegister<BehaviorInput>;
  errors: FieldErrors<BehaviorInput>;
}

/** The Behavior tab's 'Opening hours' section: the days and times show while the switch is on. */
export function OpeningHoursFields({ control, register, errors }: OpeningHoursFieldsProps) {
  const id = useId();
  const enabled = useWatch({ control, name: 'openingHoursEnabled' });
  const daysErrorId = `${id}-days-error`;
  return (
    <section className="space-y-4 border-t border-slate-100 pt-5">
      <h3 className="text-sm font-semibold text-slate-900">Opening hours</h3>
      <Controller
        control={control}
        name="openingHoursEnabled"
        render={({ field }) => (
          <SettingSwitch
            label="Only hand over to the team during opening hours"
            description="Outside these hours, visitors who ask for a person get the General Inquiry form instead of waiting. Times are in your organization's timezone."
            checked={field.value}
            onCheckedChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
      {enabled && (
        <>
          <Controller
            control={control}
            name="openingDays"
            render={({ field }) => (
              <fieldset aria-describedby={errors.openingDays ? daysErrorId : undefined}>
                <legend className="text-sm font-medium text-slate-800">Opening days</legend>
                <div className="mt-2 flex flex-wrap gap-4">
                  {WEEK.map(({ day, label }) => (
                    <label key={day} className="flex items-center gap-2 text-sm text-slate-700">
                      <Checkbox
                        checked={field.value.includes(day)}
                        aria-invalid={errors.openingDays ? true : undefined}
                        onCheckedChange={(checked) =>
                          field.onChange(
                            checked === true
                              ? [...field.value, day]
                              : field.value.filter((value) => value !== day),
                          )
                        }
                        onBlur={field.onBlur}
                      />
                      {label}
                    </label>
                  ))}
                </div>
                <FieldError id={daysErrorId} message={errors.openingDays?.message} />
              </fieldset>
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
