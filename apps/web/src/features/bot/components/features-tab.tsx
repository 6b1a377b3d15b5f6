import type { ChatbotFeatures, ChatbotSettings } from '@concierge/shared';
import { useForm } from 'react-hook-form';
import { flagField, useSaveChatbotSettings } from '../api/save-chatbot-settings';
import { FEATURE_SWITCHES } from './feature-switches';
import { SwitchField } from './switch-field';
import { TabSaveBar } from './tab-save-bar';

interface FeaturesTabProps {
  settings: ChatbotSettings;
  onSaved: () => void;
}

export function FeaturesTab({ settings, onSaved }: FeaturesTabProps) {
  const save = useSaveChatbotSettings();
  const {
    control,
    handleSubmit,
    reset,
    formState: { isDirty },
  } = useForm<ChatbotFeatures>({
    // Four switches cannot hold an invalid value: no schema needed on this tab.
    defaultValues: settings.features,
  });

  const onSubmit = (values: ChatbotFeatures) =>
    save.mutate(
      {
        tabLabel: 'Features',
        botId: settings.id,
        fields: {
          leadCapture: flagField(values.leadCapture),
          appointmentBooking: flagField(values.appointmentBooking),
          ticketCreation: flagField(values.ticketCreation),
          humanHandoff: flagField(values.humanHandoff),
          // SPEC §7 sends the domains with the features; the saved list, so nothing changes there.
          allowedDomains: JSON.stringify(settings.allowedDomains),
        },
      },
      {
        onSuccess: (saved) => {
          reset(saved?.features ?? values);
          onSaved();
        },
      },
    );

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-5">
      <div className="divide-y divide-slate-100">
        {FEATURE_SWITCHES.map(({ name, label, description }) => (
          <SwitchField
            key={name}
            control={control}
            name={name}
            label={label}
            description={description}
          />
        ))}
      </div>
      <TabSaveBar label="Features" dirty={isDirty} saving={save.isPending} />
    </form>
  );
}
