import { HANDOFF_TRIGGER_LABELS, HANDOFF_TRIGGERS } from '@concierge/shared';
import { Controller, type Control } from 'react-hook-form';
import { CheckboxGroup } from '@/components/ui/checkbox-group';
import type { BehaviorInput, BehaviorValues } from './behavior-form';

const OPTIONS = HANDOFF_TRIGGERS.map((trigger) => ({
  value: trigger,
  label: HANDOFF_TRIGGER_LABELS[trigger],
}));

interface HandoffTriggerFieldsProps {
  control: Control<BehaviorInput, unknown, BehaviorValues>;
  /** The Features tab's switch: without it nothing is handed over, whatever is checked here. */
  humanHandoff: boolean;
}

/** The Behavior tab's 'Handing over to your team' section: what makes the bot call a person. */
export function HandoffTriggerFields({ control, humanHandoff }: HandoffTriggerFieldsProps) {
  return (
    <section className="space-y-4 border-t border-slate-100 pt-5">
      <h3 className="text-sm font-semibold text-slate-900">Handing over to your team</h3>
      <Controller
        control={control}
        name="handoffTriggers"
        render={({ field }) => (
          <CheckboxGroup
            legend="Hand the chat to a person when"
            hint={
              humanHandoff
                ? 'The visitor waits for the first member who takes the chat on the Live tab.'
                : 'Human handoff is off under Features: nothing is handed over until it is on.'
            }
            layout="column"
            options={OPTIONS}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
    </section>
  );
}
