import { zodResolver } from '@hookform/resolvers/zod';
import { splitList, updateEntrySchema, type KnowledgeEntry } from '@concierge/shared';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useUpdateEntry } from '../api/update-entry';

/** The shared update schema, with the tags typed as one comma-separated line. */
const editEntryFormSchema = updateEntrySchema
  .pick({ title: true, content: true })
  .extend({ tags: z.string().max(5000) });
type EditEntryForm = z.infer<typeof editEntryFormSchema>;

interface EditEntryDialogProps {
  entry: KnowledgeEntry;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function EditEntryDialog({ entry, open, onOpenChange }: EditEntryDialogProps) {
  const update = useUpdateEntry(entry.id);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EditEntryForm>({
    resolver: zodResolver(editEntryFormSchema),
    defaultValues: { title: entry.title, content: entry.content, tags: entry.tags.join(', ') },
  });

  const submit = handleSubmit(({ title, content, tags }) =>
    update.mutate(
      { title, content, tags: splitList(tags) },
      { onSuccess: () => onOpenChange(false) },
    ),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Edit entry" className="max-w-2xl">
      <form onSubmit={submit} noValidate className="space-y-4">
        <FormField label="Title" error={errors.title?.message}>
          {(field) => <Input {...field} {...register('title')} />}
        </FormField>
        <FormField label="Content" error={errors.content?.message}>
          {(field) => <Textarea {...field} rows={10} {...register('content')} />}
        </FormField>
        <FormField
          label="Tags"
          error={errors.tags?.message}
          hint={<p className="mt-1 text-xs text-slate-500">Separate tags with commas.</p>}
        >
          {(field) => <Input {...field} placeholder="pricing, hours" {...register('tags')} />}
        </FormField>
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save changes
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
