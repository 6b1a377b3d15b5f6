import { FORM_BADGE_COLORS, FORM_BUTTON_STYLES, FORM_OFFERING_FEATURES } from '@concierge/shared';
import { useFormContext } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { FEATURE_SWITCHES } from './feature-switches';
import { colorName } from './form-editor-labels';
import type { FormsDraft } from './form-draft';

const hint = (text: string) => <p className="mt-1.5 text-xs text-slate-500">{text}</p>;

/** The settings of the form being edited: its names, its buttons and what makes the bot offer it. */
export function FormSettingsFields({ index }: { index: number }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<FormsDraft>();
  const error = errors.forms?.[index];
  const name = `forms.${index}` as const;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField
        label="Category name"
        error={error?.category?.message}
        hint={hint('Staff see it as the badge on Submitted Forms and in the counts.')}
      >
        {(field) => <Input {...field} maxLength={40} {...register(`${name}.category`)} />}
      </FormField>
      <FormField
        label="Title"
        error={error?.title?.message}
        hint={hint('The heading visitors see above the form.')}
      >
        {(field) => <Input {...field} maxLength={80} {...register(`${name}.title`)} />}
      </FormField>
      <FormField label="Submit button text" error={error?.submitText?.message}>
        {(field) => <Input {...field} maxLength={40} {...register(`${name}.submitText`)} />}
      </FormField>
      <FormField label="Submit button style" error={error?.submitStyle?.message}>
        {(field) => (
          <Select {...field} {...register(`${name}.submitStyle`)}>
            {FORM_BUTTON_STYLES.map((style) => (
              <option key={style} value={style}>
                {style === 'primary' ? 'Primary (filled)' : 'Secondary (outlined)'}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField
        label="Staff action label"
        error={error?.actionLabel?.message}
        hint={hint('The button staff press on a submission, such as Confirm Appointment.')}
      >
        {(field) => <Input {...field} maxLength={40} {...register(`${name}.actionLabel`)} />}
      </FormField>
      <FormField label="Badge colour" error={error?.badgeColor?.message}>
        {(field) => (
          <Select {...field} {...register(`${name}.badgeColor`)}>
            {FORM_BADGE_COLORS.map((color) => (
              <option key={color} value={color}>
                {colorName(color)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField
        label="Offered with the feature"
        error={error?.feature?.message}
        hint={hint('The bot offers the form while this feature is on under Features.')}
      >
        {(field) => (
          <Select {...field} {...register(`${name}.feature`)}>
            <option value="">No feature</option>
            {FORM_OFFERING_FEATURES.map((feature) => (
              <option key={feature} value={feature}>
                {FEATURE_SWITCHES.find((entry) => entry.name === feature)?.label ?? feature}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField
        label="Phrases that offer it"
        error={error?.phrasesText?.message}
        hint={hint('One per line, such as “book a demo”.')}
      >
        {(field) => <Textarea {...field} rows={3} {...register(`${name}.phrasesText`)} />}
      </FormField>
    </div>
  );
}
