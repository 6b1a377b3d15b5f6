import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';

export interface QaValues {
  question: string;
  answer: string;
  /** Comma separated as typed; callers split it (SPEC §5: trimmed, empties dropped). */
  keywords: string;
}

interface QaFieldsProps {
  value: QaValues;
  onChange: (value: QaValues) => void;
}

/**
 * The Question, Answer and Keywords fields of a Q&A entry (SPEC §5 Add Content), shared by the
 * knowledge base's Add Content dialog and the answer to an unanswered question.
 */
export function QaFields({ value, onChange }: QaFieldsProps) {
  const set = (field: keyof QaValues) => (text: string) => onChange({ ...value, [field]: text });
  return (
    <>
      <FormField label="Question">
        {(field) => (
          <Input
            {...field}
            value={value.question}
            onChange={(event) => set('question')(event.target.value)}
            placeholder="What are your opening hours?"
          />
        )}
      </FormField>
      <FormField label="Answer">
        {(field) => (
          <Textarea
            {...field}
            rows={5}
            value={value.answer}
            onChange={(event) => set('answer')(event.target.value)}
          />
        )}
      </FormField>
      <FormField
        label="Keywords"
        hint={
          <p className="mt-1 text-xs text-slate-500">Comma separated, e.g. hours, opening times</p>
        }
      >
        {(field) => (
          <Input
            {...field}
            value={value.keywords}
            onChange={(event) => set('keywords')(event.target.value)}
          />
        )}
      </FormField>
    </>
  );
}
