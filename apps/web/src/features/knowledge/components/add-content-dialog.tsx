import { addContentSchema } from '@concierge/shared';
import { useState, type FormEvent } from 'react';
import { QaFields, type QaValues } from '@/components/qa-fields';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { useAddContent } from '../api/add-content';

type ContentType = 'qa' | 'written';

const contentTypes: { value: ContentType; label: string }[] = [
  { value: 'qa', label: 'Q&A' },
  { value: 'written', label: 'Written content' },
];

interface AddContentDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** SPEC §5 Add Content: a Q&A pair or a written piece; submit waits for the required fields. */
export function AddContentDialog({ open, onOpenChange }: AddContentDialogProps) {
  const [type, setType] = useState<ContentType>('qa');
  const [qa, setQa] = useState<QaValues>({ question: '', answer: '', keywords: '' });
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const addContent = useAddContent();

  const input =
    type === 'qa' ? { content_type: type, ...qa } : { content_type: type, title, content };
  const parsed = addContentSchema.safeParse(input);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!parsed.success) return;
    addContent.mutate(parsed.data, { onSuccess: () => onOpenChange(false) });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add Content"
      description="Teach your bot an answer or add a written piece it can draw on."
      className="max-w-xl"
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-slate-700">Content type</legend>
          <div className="inline-flex rounded-lg border border-slate-300 p-0.5">
            {contentTypes.map((option) => (
              <label
                key={option.value}
                className={cn(
                  'cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500',
                  type === option.value ? 'bg-brand-600 text-white' : 'text-slate-600',
                )}
              >
                <input
                  type="radio"
                  name="content_type"
                  value={option.value}
                  checked={type === option.value}
                  onChange={() => setType(option.value)}
                  className="sr-only"
                />
                {option.label}
              </label>
            ))}
          </div>
        </fieldset>

        {type === 'qa' ? (
          <QaFields value={qa} onChange={setQa} />
        ) : (
          <>
            <FormField label="Title">
              {(field) => (
                <Input
                  {...field}
                  value={title}
                  onChange={(event) => setTitle(event.target.value)}
                />
              )}
            </FormField>
            <FormField label="Content">
              {(field) => (
                <Textarea
                  {...field}
                  rows={8}
                  value={content}
                  onChange={(event) => setContent(event.target.value)}
                />
              )}
            </FormField>
          </>
        )}

        <div className="flex justify-end gap-2 pt-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={!parsed.success} loading={addContent.isPending}>
            Save Content
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
