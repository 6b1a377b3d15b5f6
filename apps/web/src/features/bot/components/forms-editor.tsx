import type { FormDefinitionList, FormTemplate, OpeningHours } from '@concierge/shared';
import { useId, useState } from 'react';
import { FormProvider, useFieldArray, useForm, type FieldErrors } from 'react-hook-form';
import { errorMessage } from '@/lib/api-error';
import { useCan } from '@/lib/permissions';
import { SAVE_FORMS_FAILED, useSaveFormDefinitions } from '../api/save-form-definitions';
import { FormFieldsEditor } from './form-fields-editor';
import { formButtonId } from './form-editor-labels';
import { FormList } from './form-list';
import { FormPreviewSync } from './form-preview-sync';
import { FormSettingsFields } from './form-settings-fields';
import { FormTemplatePicker } from './form-template-picker';
import { newFormDraft, toFormsDraft, type FormsDraft } from './form-draft';
import { formsDraftResolver } from './forms-draft-resolver';
import type { PreviewForm } from './preview-form';
import { TabSaveBar } from './tab-save-bar';
import { focusFirstEnabled, useAfterRender } from './use-after-render';

interface FormsEditorProps {
  forms: readonly FormTemplate[];
  openingHours: OpeningHours | null;
  onSaved: () => void;
  onPreview: (preview: PreviewForm | null) => void;
}

/** The indexes of the forms the last check found something to fix in. */
function invalidForms(errors: FieldErrors<FormsDraft>): Set<number> {
  const forms = Array.isArray(errors.forms) ? (errors.forms as unknown[]) : [];
  return new Set(forms.flatMap((error, index) => (error ? [index] : [])));
}

/**
 * The Forms tab once the forms have loaded: the list, the form picked in it, and the template
 * picker. The whole list is checked with the server's schema and saved in one call.
 */
export function FormsEditor({ forms, openingHours, onSaved, onPreview }: FormsEditorProps) {
  const canEdit = useCan('editContent');
  const save = useSaveFormDefinitions();
  const methods = useForm<FormsDraft, unknown, FormDefinitionList>({
    resolver: formsDraftResolver,
    defaultValues: toFormsDraft(forms),
  });
  const {
    control,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors, isDirty },
  } = methods;
  const list = useFieldArray({ control, name: 'forms' });
  const [selected, setSelected] = useState(0);
  const index = Math.max(0, Math.min(selected, list.fields.length - 1));
  const afterRender = useAfterRender();
  const editorId = useId();
  const invalid = invalidForms(errors);

  const startOver = (saved: readonly FormTemplate[]) => {
    reset(toFormsDraft(saved));
    setSelected((current) => Math.min(current, saved.length - 1));
  };

  const onSubmit = (values: FormDefinitionList) =>
    save.mutate(values, {
      onSuccess: ({ data }) => {
        startOver(data ?? values.forms);
        onSaved();
      },
    });

  // The first form with a message opens, so its inputs (and their messages) are on screen; the
  // form's own check focuses only inputs that were on screen already.
  const onInvalid = (found: FieldErrors<FormsDraft>) => {
    const first = [...invalidForms(found)][0];
    if (first === undefined || invalidForms(found).has(index)) return;
    setSelected(first);
    afterRender(() =>
      document
        .getElementById(editorId)
        ?.querySelector<HTMLElement>('[aria-invalid="true"]')
        ?.focus(),
    );
  };

  const moveForm = (from: number, to: number) => {
    const id = list.fields[from]?.id ?? '';
    list.move(from, to);
    if (index === from) setSelected(to);
    else if (index === to) setSelected(from);
    const [primary, other] = to < from ? ['up', 'down'] : ['down', 'up'];
    afterRender(() =>
      focusFirstEnabled(`${formButtonId(id)}-${primary}`, `${formButtonId(id)}-${other}`),
    );
  };

  const removeForm = (removed: number) => {
    const next = list.fields[removed + 1] ?? list.fields[removed - 1];
    list.remove(removed);
    const nextIndex = removed < list.fields.length - 1 ? removed : removed - 1;
    if (index >= removed) setSelected(index === removed ? nextIndex : index - 1);
    afterRender(() => focusFirstEnabled(formButtonId(next?.id ?? '')));
  };

  const addForm = () => {
    list.append(newFormDraft(methods.getValues('forms')), { shouldFocus: false });
    const added = list.fields.length;
    setSelected(added);
    afterRender(() => setFocus(`forms.${added}.category`));
  };

  const current = list.fields[index];
  return (
    <FormProvider {...methods}>
      <div className="space-y-6">
        <FormPreviewSync
          control={control}
          index={index}
          openingHours={openingHours}
          onPreview={onPreview}
        />
        {canEdit && (
          <FormTemplatePicker
            unsavedChanges={isDirty}
            onApplied={(applied) => {
              startOver(applied);
              setSelected(0);
            }}
          />
        )}
        <form onSubmit={handleSubmit(onSubmit, onInvalid)} noValidate className="space-y-5">
          {errors.root?.list?.message && (
            <p role="alert" className="text-sm text-red-600">
              {errors.root.list.message}
            </p>
          )}
          <div className="grid items-start gap-6 xl:grid-cols-[16rem_minmax(0,1fr)]">
            <FormList
              ids={list.fields.map((field) => field.id)}
              selectedIndex={index}
              invalid={invalid}
              canEdit={canEdit}
              onSelect={setSelected}
              onMove={moveForm}
              onRemove={removeForm}
              onAdd={addForm}
            />
            <div id={editorId} className="min-w-0">
              {current && (
                // Keyed by the form: inputs that stayed mounted would keep the last form's text.
                <fieldset
                  key={`${current.id}-${index}`}
                  disabled={!canEdit}
                  aria-labelledby={formButtonId(current.id)}
                  className="min-w-0 space-y-6"
                >
                  <FormSettingsFields index={index} />
                  <FormFieldsEditor formIndex={index} canEdit={canEdit} />
                </fieldset>
              )}
            </div>
          </div>
          {save.isError && (
            <p role="alert" className="text-sm text-red-600">
              {errorMessage(save.error, SAVE_FORMS_FAILED)}
            </p>
          )}
          <TabSaveBar label="Forms" dirty={isDirty} saving={save.isPending} />
        </form>
      </div>
    </FormProvider>
  );
}
