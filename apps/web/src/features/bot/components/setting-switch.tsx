import { useId } from 'react';
import { Switch } from '@/components/ui/switch';

interface SettingSwitchProps {
  label: string;
  description: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  onBlur?: () => void;
}

/** One on/off setting: the label names the switch, the line under it says what it changes. */
export function SettingSwitch({
  label,
  description,
  checked,
  onCheckedChange,
  onBlur,
}: SettingSwitchProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  return (
    <div className="flex items-start justify-between gap-4 py-4 first:pt-0 last:pb-0">
      <div className="min-w-0">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        <p id={descriptionId} className="mt-0.5 text-sm text-slate-500">
          {description}
        </p>
      </div>
      <Switch
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        onBlur={onBlur}
        aria-describedby={descriptionId}
      />
    </div>
  );
}
