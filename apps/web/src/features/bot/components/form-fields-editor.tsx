import { MAX_FORM_FIELDS } from '@concierge/shared';
import { Plus } from 'lucide-react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FieldEditor } from './field-editor';
import { fieldKeys, newFieldDraft, type FormsDraft } from './form-draft';
import { focusFirstEnabled, useAfterRender } from './use-after-render';

interface FormFieldsEditorProps {
  formIndex: number;
  canEdit: boolean;
}

/** The fields of the form being edited, in the order the visitor fills them in. */
export function FormFieldsEditor({ formIndex, canEdit }: FormFieldsEditorProps) {
  const { control, setFocus } = useFormContext<FormsDraft>();
  const { fields, append, move, remove } = useFieldArray({
    control,
    name: `forms.${formIndex}.fields`,
  });
  const drafts = useWatch({ control, name: `forms.${formIndex}.fields` });
  const keys = fieldKeys({ fields: drafts });
  const afterRender = useAfterRender();

  const moveField = (from: number, to: number) => {
    const id = fields[from]?.id ?? '';
    move(from, to);
    const [primary, other] = to < from ? ['up', 'down'] : ['down', 'up'];
    afterRender(() => focusFirstEnabled(`field-${id}-${primary}`, `field-${id}-${other}`));
  };

  const removeField = (index: number) => {
    remove(index);
    const neighbour = Math.min(index, fields.length - 2);
    afterRender(() => setFocus(`forms.${formIndex}.fields.${neighbour}.label`));
  };

  return (
    <section aria-labelledby={`fields-heading-${formIndex}`} className="space-y-3">
      <h3 id={`fields-heading-${formIndex}`} className="text-sm font-semibold text-slate-900">
        Fields
      </h3>
      <ol className="space-y-3">
        {fields.map((field, index) => (
          <FieldEditor
            key={field.id}
            formIndex={formIndex}
            fieldIndex={index}
            fieldCount={fields.length}
            storedAs={keys[index] ?? ''}
            isNew={drafts[index]?.key === null}
            buttonId={`field-${field.id}`}
            canEdit={canEdit}
            onMove={(to) => moveField(index, to)}
            onRemove={() => removeField(index)}
          />
        ))}
      </ol>
      {canEdit && (
        <Button
          variant="outline"
          size="sm"
          disabled={fields.length >= MAX_FORM_FIELDS}
          onClick={() => append(newFieldDraft())}
        >
          <Plus className="size-4" aria-hidden />
          Add field
        </Button>
      )}
    </section>
  );
}
