import { BOT_POSITIONS, type BotPosition, type ChatbotSettings } from '@concierge/shared';
import { Controller } from 'react-hook-form';
import { FieldError } from '@/components/ui/field-error';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { useSaveChatbotSettings } from '../api/save-chatbot-settings';
import { AvatarPicker } from './avatar-picker';
import { ColorField } from './color-field';
import { TabSaveBar } from './tab-save-bar';
import {
  appearanceDefaults,
  type AppearanceForm,
  type AppearanceValues,
} from './use-appearance-form';

const POSITION_LABELS: Record<BotPosition, string> = {
  'bottom-right': 'Bottom right',
  'bottom-left': 'Bottom left',
};

interface AppearanceTabProps {
  settings: ChatbotSettings;
  form: AppearanceForm;
  onSaved: () => void;
}

export function AppearanceTab({ settings, form, onSaved }: AppearanceTabProps) {
  const save = useSaveChatbotSettings();
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = form;

  const onSubmit = (values: AppearanceValues) =>
    save.mutate(
      { tabLabel: 'Appearance', botId: settings.id, fields: { ...values } },
      {
        onSuccess: (saved) => {
          reset(appearanceDefaults(saved ?? { ...settings, ...values }));
          onSaved();
        },
      },
    );

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-5">
      <FormField label="Bot name" error={errors.name?.message}>
        {(field) => <Input {...field} maxLength={60} {...register('name')} />}
      </FormField>
      <FormField label="Greeting message" error={errors.greeting?.message}>
        {(field) => <Textarea {...field} rows={3} maxLength={500} {...register('greeting')} />}
      </FormField>
      <Controller
        control={control}
        name="avatar"
        render={({ field, fieldState }) => (
          <AvatarPicker
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="primaryColor"
        render={({ field, fieldState }) => (
          <ColorField
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <fieldset>
        <legend className="mb-1.5 block text-sm font-medium text-slate-700">Position</legend>
        <div className="flex flex-wrap gap-3">
          {BOT_POSITIONS.map((position) => (
            <label
              key={position}
              className={cn(
                'flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-700',
                'has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:ring-2 has-focus-visible:ring-brand-500',
              )}
            >
              <input
                type="radio"
                value={position}
                className="accent-brand-600"
                {...register('position')}
              />
              {POSITION_LABELS[position]}
            </label>
          ))}
        </div>
        <FieldError message={errors.position?.message} />
      </fieldset>
      <TabSaveBar label="Appearance" dirty={isDirty} saving={save.isPending} />
    </form>
  );
}
