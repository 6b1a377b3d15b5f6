import { MAX_FORMS } from '@concierge/shared';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { FormCategoryBadge } from '@/components/form-category-badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/cn';
import type { FormsDraft } from './form-draft';
import { formButtonId, formDisplayName } from './form-editor-labels';

interface FormListProps {
  /** The field array's ids, one per form, stable while the forms move. */
  ids: string[];
  selectedIndex: number;
  /** Forms with a message to fix. */
  invalid: ReadonlySet<number>;
  canEdit: boolean;
  onSelect: (index: number) => void;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  onAdd: () => void;
}

/** The organization's forms in the order the bot lists them: pick one to edit, switch, reorder. */
export function FormList({
  ids,
  selectedIndex,
  invalid,
  canEdit,
  onSelect,
  onMove,
  onRemove,
  onAdd,
}: FormListProps) {
  const { control } = useFormContext<FormsDraft>();
  const forms = useWatch({ control, name: 'forms' });
  const [removing, setRemoving] = useState<number | null>(null);
  const removingForm = removing === null ? undefined : forms[removing];

  return (
    <section aria-labelledby="forms-list-heading" className="space-y-3">
      <h3 id="forms-list-heading" className="text-sm font-semibold text-slate-900">
        Your forms
      </h3>
      <ol className="space-y-2">
        {ids.map((id, index) => {
          const form = forms[index];
          if (!form) return null;
          const name = formDisplayName(form.category);
          const selected = index === selectedIndex;
          const detailsId = `${formButtonId(id)}-details`;
          return (
            <li
              key={id}
              className={cn(
                'rounded-lg border p-3',
                selected ? 'border-brand-500 bg-brand-50/50' : 'border-slate-200',
              )}
            >
              <div className="flex items-center gap-3">
                <div className="min-w-0 flex-1 space-y-1">
                  <button
                    type="button"
                    id={formButtonId(id)}
                    aria-current={selected ? 'true' : undefined}
                    aria-describedby={detailsId}
                    onClick={() => onSelect(index)}
                    className="block max-w-full cursor-pointer rounded text-left focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 focus-visible:outline-none"
                  >
                    <FormCategoryBadge
                      category={name}
                      color={form.badgeColor}
                      className="max-w-full truncate text-sm"
                    />
                  </button>
                  <p id={detailsId} className="text-xs text-slate-600">
                    {form.fields.length} {form.fields.length === 1 ? 'field' : 'fields'}
                    {form.enabled ? '' : ' · Off'}
                    {invalid.has(index) && (
                      <span className="text-red-600"> · Needs a correction</span>
                    )}
                  </p>
                </div>
                <Controller
                  control={control}
                  name={`forms.${index}.enabled`}
                  render={({ field }) => (
                    <Switch
                      checked={field.value}
                      onCheckedChange={field.onChange}
                      onBlur={field.onBlur}
                      disabled={!canEdit}
                      aria-label={`Offer ${name}`}
                    />
                  )}
                />
              </div>
              {canEdit && (
                <div className="mt-2 flex justify-end gap-1">
                  <Button
                    id={`${formButtonId(id)}-up`}
                    variant="ghost"
                    size="icon"
                    aria-label={`Move ${name} up`}
                    disabled={index === 0}
                    onClick={() => onMove(index, index - 1)}
                  >
                    <ArrowUp className="size-4" aria-hidden />
                  </Button>
                  <Button
                    id={`${formButtonId(id)}-down`}
                    variant="ghost"
                    size="icon"
                    aria-label={`Move ${name} down`}
                    disabled={index === ids.length - 1}
                    onClick={() => onMove(index, index + 1)}
                  >
                    <ArrowDown className="size-4" aria-hidden />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove ${name}`}
                    disabled={ids.length === 1}
                    title={
                      ids.length === 1
                        ? 'Keep at least one form; switch it off instead.'
                        : undefined
                    }
                    onClick={() => setRemoving(index)}
                  >
                    <Trash2 className="size-4" aria-hidden />
                  </Button>
                </div>
              )}
            </li>
          );
        })}
      </ol>
      {canEdit && (
        <Button variant="outline" size="sm" disabled={ids.length >= MAX_FORMS} onClick={onAdd}>
          <Plus className="size-4" aria-hidden />
          Add form
        </Button>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove this form?"
        description={`${formDisplayName(removingForm?.category)} leaves the list when you save. Submissions already received keep their answers.`}
        confirmLabel="Remove form"
        onConfirm={() => {
          if (removing !== null) onRemove(removing);
          setRemoving(null);
        }}
      />
    </section>
  );
}
