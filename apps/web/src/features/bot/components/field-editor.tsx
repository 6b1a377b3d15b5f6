import { FORM_FIELD_TYPES } from '@concierge/shared';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { FIELD_TYPE_LABELS } from './form-editor-labels';
import type { FormsDraft } from './form-draft';

/** Types a visitor ticks or picks from a list: a placeholder means nothing to them. */
const WITHOUT_PLACEHOLDER = new Set(['checkbox', 'consent', 'time_slot']);

interface FieldEditorProps {
  formIndex: number;
  fieldIndex: number;
  fieldCount: number;
  /** The key its answers are (or will be) stored under in form_data. */
  storedAs: string;
  /** Not saved yet: its key still follows its label. */
  isNew: boolean;
  /** Prefix of the ids of its buttons, to give focus back after a move. */
  buttonId: string;
  canEdit: boolean;
  onMove: (to: number) => void;
  onRemove: () => void;
}

/** One field of the form being edited: its label, type, whether it is required, and its extras. */
export function FieldEditor({
  formIndex,
  fieldIndex,
  fieldCount,
  storedAs,
  isNew,
  buttonId,
  canEdit,
  onMove,
  onRemove,
}: FieldEditorProps) {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<FormsDraft>();
  const name = `forms.${formIndex}.fields.${fieldIndex}` as const;
  const error = errors.forms?.[formIndex]?.fields?.[fieldIndex];
  const type = useWatch({ control, name: `${name}.type` });
  const label = useWatch({ control, name: `${name}.label` });
  const requiredId = useId();
  const shownLabel = label.trim() || `field ${fieldIndex + 1}`;

  return (
    <li className="space-y-3 rounded-lg border border-slate-200 p-4">
      <div className="flex items-start gap-3">
        <FormField
          label="Label"
          error={error?.label?.message}
          className="min-w-0 flex-1"
          hint={
            <p className="mt-1.5 text-xs text-slate-500">
              {!isNew
                ? `Answers are stored as “${storedAs}”. Renaming keeps earlier answers readable.`
                : label.trim()
                  ? `Answers will be stored as “${storedAs}”.`
                  : 'Answers are stored under a name made from the label.'}
            </p>
          }
        >
          {(field) => <Input {...field} maxLength={80} {...register(`${name}.label`)} />}
        </FormField>
        {canEdit && (
          <div className="flex shrink-0 gap-1 pt-6">
            <Button
              id={`${buttonId}-up`}
              variant="ghost"
              size="icon"
              aria-label={`Move ${shownLabel} up`}
              disabled={fieldIndex === 0}
              onClick={() => onMove(fieldIndex - 1)}
            >
              <ArrowUp className="size-4" aria-hidden />
            </Button>
            <Button
              id={`${buttonId}-down`}
              variant="ghost"
              size="icon"
              aria-label={`Move ${shownLabel} down`}
              disabled={fieldIndex === fieldCount - 1}
              onClick={() => onMove(fieldIndex + 1)}
            >
              <ArrowDown className="size-4" aria-hidden />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Remove ${shownLabel} field`}
              disabled={fieldCount === 1}
              title={fieldCount === 1 ? 'A form keeps at least one field.' : undefined}
              onClick={onRemove}
            >
              <Trash2 className="size-4" aria-hidden />
            </Button>
          </div>
        )}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label="Type" error={error?.type?.message}>
          {(field) => (
            <Select {...field} {...register(`${name}.type`)}>
              {FORM_FIELD_TYPES.map((fieldType) => (
                <option key={fieldType} value={fieldType}>
                  {FIELD_TYPE_LABELS[fieldType]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        {!WITHOUT_PLACEHOLDER.has(type) && (
          <FormField label="Placeholder" error={error?.placeholder?.message}>
            {(field) => <Input {...field} maxLength={120} {...register(`${name}.placeholder`)} />}
          </FormField>
        )}
      </div>
      {type === 'select' && (
        <FormField
          label="Options"
          error={error?.optionsText?.message}
          hint={<p className="mt-1.5 text-xs text-slate-500">One option per line.</p>}
        >
          {(field) => <Textarea {...field} rows={4} {...register(`${name}.optionsText`)} />}
        </FormField>
      )}
      <Controller
        control={control}
        name={`${name}.required`}
        render={({ field }) => (
          <div className="flex items-center gap-2">
            <Checkbox
              id={requiredId}
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
            />
            <label htmlFor={requiredId} className="text-sm text-slate-700">
              {type === 'consent' ? 'Required (the visitor must agree)' : 'Required'}
            </label>
          </div>
        )}
      />
    </li>
  );
}
