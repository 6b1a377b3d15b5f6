import type { FormDefinition, Industry } from '@concierge/shared';
import { LayoutTemplate } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { useApplyFormTemplate } from '../api/apply-form-template';
import { useFormTemplates } from '../api/get-form-templates';

interface FormTemplatePickerProps {
  /** The tab has edits that using a template would throw away. */
  unsavedChanges: boolean;
  onApplied: (forms: FormDefinition[]) => void;
}

/** "Use a template": replaces every form with the set made for one industry, after asking. */
export function FormTemplatePicker({ unsavedChanges, onApplied }: FormTemplatePickerProps) {
  const templates = useFormTemplates();
  const apply = useApplyFormTemplate();
  const [industry, setIndustry] = useState('');
  const [confirming, setConfirming] = useState(false);
  const chosen = templates.data?.find((template) => template.industry === industry);

  const applyChosen = (chosenIndustry: Industry) =>
    apply.mutate(chosenIndustry, {
      onSuccess: ({ data }) => {
        setConfirming(false);
        setIndustry('');
        if (data) onApplied(data);
      },
    });

  return (
    <section
      aria-labelledby="form-template-heading"
      className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-4"
    >
      <div>
        <h3 id="form-template-heading" className="text-sm font-semibold text-slate-900">
          Use a template
        </h3>
        <p className="mt-0.5 text-sm text-slate-500">
          Start again from the forms made for an industry. It replaces all of your forms.
        </p>
      </div>
      {templates.isError ? (
        <p role="alert" className="flex items-center gap-2 text-sm text-red-700">
          The templates could not be loaded.
          <Button
            variant="link"
            size="sm"
            className="h-auto p-0"
            loading={templates.isFetching}
            onClick={() => void templates.refetch()}
          >
            Try again
          </Button>
        </p>
      ) : (
        <div className="flex flex-wrap items-end gap-3">
          <FormField label="Industry" className="min-w-0 flex-1">
            {(field) => (
              <Select
                {...field}
                value={industry}
                disabled={!templates.data}
                onChange={(event) => setIndustry(event.target.value)}
              >
                <option value="">Choose an industry…</option>
                {templates.data?.map((template) => (
                  <option key={template.industry} value={template.industry}>
                    {template.industry}: {template.forms.join(', ')}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <Button variant="outline" disabled={!chosen} onClick={() => setConfirming(true)}>
            <LayoutTemplate className="size-4" aria-hidden />
            Use template
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirming && chosen !== undefined}
        onOpenChange={setConfirming}
        title={`Use the ${chosen?.industry ?? ''} forms?`}
        description={
          <>
            Your forms are replaced by: {chosen?.forms.join(', ')}. Submissions already received
            keep their answers.
            {unsavedChanges && ' Unsaved changes on this tab are lost.'}
          </>
        }
        confirmLabel="Use template"
        loading={apply.isPending}
        onConfirm={() => chosen && applyChosen(chosen.industry)}
      />
    </section>
  );
}
