import { onboardingMessages, type OnboardingField, type OnboardingValue } from '@concierge/shared';
import { useId } from 'react';
import { FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import { BooleanAnswer } from './fields/boolean-answer';
import { FieldHelp, RequiredMark } from './fields/field-label';
import type { FieldControlProps } from './fields/field-props';
import { FileAnswer } from './fields/file-answer';
import { MultiselectAnswer } from './fields/multiselect-answer';
import { SelectAnswer } from './fields/select-answer';
import { TextAnswer } from './fields/text-answer';

interface StepFieldProps {
  field: OnboardingField;
  value: OnboardingValue | undefined;
  /** Continue found this required field empty. */
  invalid: boolean;
  onChange: (value: OnboardingValue) => void;
  files: File[];
  onFilesChange: (files: File[], names: string[]) => void;
}

function control(
  props: FieldControlProps,
  files: File[],
  onFilesChange: StepFieldProps['onFilesChange'],
) {
  switch (props.field.type) {
    case 'select':
      return <SelectAnswer {...props} />;
    case 'multiselect':
      return <MultiselectAnswer {...props} />;
    case 'boolean':
      return <BooleanAnswer {...props} />;
    case 'file':
      return (
        <FileAnswer
          field={props.field}
          id={props.id}
          describedBy={props.describedBy}
          names={Array.isArray(props.value) ? props.value : []}
          files={files}
          onChange={onFilesChange}
        />
      );
    default:
      return <TextAnswer {...props} />;
  }
}

/** One served field: its label (with '*' when required), help line, control and error. */
export function StepField({
  field,
  value,
  invalid,
  onChange,
  files,
  onFilesChange,
}: StepFieldProps) {
  const id = useId();
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const describedBy =
    [field.help ? helpId : '', invalid ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const input = control({ field, id, describedBy, invalid, value, onChange }, files, onFilesChange);
  const help = <FieldHelp id={helpId} help={field.help} />;
  const error = (
    <FieldError
      id={errorId}
      message={invalid ? onboardingMessages.required(field.label) : undefined}
    />
  );

  if (field.type === 'boolean') {
    return (
      <div className="flex items-start gap-3">
        {input}
        <div className="min-w-0">
          <label htmlFor={id} className="text-sm font-medium text-slate-800">
            {field.label}
          </label>
          <RequiredMark required={field.required} />
          {field.help && <div className="mt-1">{help}</div>}
          {error}
        </div>
      </div>
    );
  }
  if (field.type === 'multiselect') {
    // A group of buttons: the legend names it, and says "required" where aria-required cannot.
    return (
      <fieldset aria-describedby={describedBy}>
        <legend className="mb-1.5 text-sm font-medium text-slate-700">
          {field.label}
          <RequiredMark required={field.required} />
          {field.required && <span className="sr-only"> (required)</span>}
        </legend>
        {help}
        {input}
        {error}
      </fieldset>
    );
  }
  return (
    <div>
      <div className="mb-1.5 flex items-baseline">
        <Label htmlFor={id} className="mb-0">
          {field.label}
        </Label>
        <RequiredMark required={field.required} />
      </div>
      {help}
      {input}
      {error}
    </div>
  );
}
