import { zodResolver } from '@hookform/resolvers/zod';
import { MAX_RETRIES_MAX, MAX_RETRIES_MIN, type ChatbotSettings } from '@concierge/shared';
import { useForm } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useSaveChatbotSettings } from '../api/save-chatbot-settings';
import {
  behaviorDefaults,
  behaviorFields,
  behaviorSchema,
  toBehavior,
  type BehaviorInput,
  type BehaviorValues,
} from './behavior-form';
import { HandoffTriggerFields } from './handoff-trigger-fields';
import { OpeningHoursFields } from './opening-hours-fields';
import { SwitchField } from './switch-field';
import { TabSaveBar } from './tab-save-bar';

interface BehaviorTabProps {
  settings: ChatbotSettings;
  onSaved: () => void;
}

export function BehaviorTab({ settings, onSaved }: BehaviorTabProps) {
  const save = useSaveChatbotSettings();
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<BehaviorInput, unknown, BehaviorValues>({
    resolver: zodResolver(behaviorSchema),
    defaultValues: behaviorDefaults(settings),
  });

  const onSubmit = (values: BehaviorValues) =>
    save.mutate(
      {
        tabLabel: 'Behavior',
        botId: settings.id,
        fields: behaviorFields(values),
      },
      {
        onSuccess: (saved) => {
          reset(behaviorDefaults(saved ?? { ...settings, behavior: toBehavior(values) }));
          onSaved();
        },
      },
    );

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-5">
      <div className="divide-y divide-slate-100">
        <SwitchField
          control={control}
          name="proactiveGreeting"
          label="Proactive greeting"
          description="The widget opens with the greeting on its own instead of waiting for the visitor."
        />
        <SwitchField
          control={control}
          name="collectFeedback"
          label="Collect feedback"
          description="Visitors can rate each answer with a thumbs up or down."
        />
      </div>
      <FormField
        label="Max Retries"
        error={errors.maxRetries?.message}
        className="max-w-xs"
        hint={
          <p className="mt-1.5 text-xs text-slate-500">
            How often the bot rephrases before it gives up on a question ({MAX_RETRIES_MIN}–
            {MAX_RETRIES_MAX}).
          </p>
        }
      >
        {(field) => (
          <Input
            {...field}
            type="number"
            inputMode="numeric"
            min={MAX_RETRIES_MIN}
            max={MAX_RETRIES_MAX}
            step={1}
            {...register('maxRetries')}
          />
        )}
      </FormField>
      <HandoffTriggerFields control={control} humanHandoff={settings.features.humanHandoff} />
      <OpeningHoursFields control={control} register={register} errors={errors} />
      <TabSaveBar label="Behavior" dirty={isDirty} saving={save.isPending} />
    </form>
  );
}
