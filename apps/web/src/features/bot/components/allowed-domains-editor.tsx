import { chatbotMessages } from '@concierge/shared';
import { Plus, X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toHostName } from './host-name';

interface AllowedDomainsEditorProps {
  value: string[];
  onChange: (domains: string[]) => void;
}

/** The host names the widget may run on: add one at a time, remove any. */
export function AllowedDomainsEditor({ value, onChange }: AllowedDomainsEditorProps) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string>();

  const add = () => {
    if (!draft.trim()) return;
    const host = toHostName(draft);
    if (!host) {
      setError(chatbotMessages.domainsInvalid);
      return;
    }
    if (value.includes(host)) {
      setError(`${host} is already in the list`);
      return;
    }
    onChange([...value, host]);
    setDraft('');
    setError(undefined);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the domain instead of submitting the whole tab.
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };

  return (
    <div>
      <Label htmlFor={id}>Allowed domain</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={draft}
          placeholder="example.com"
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => {
            setDraft(event.target.value);
            setError(undefined);
          }}
          onKeyDown={onKeyDown}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
        />
        <Button variant="outline" className="shrink-0" onClick={add} disabled={!draft.trim()}>
          <Plus className="size-4" aria-hidden />
          Add domain
        </Button>
      </div>
      {error ? (
        <FieldError id={`${id}-error`} message={error} />
      ) : (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-slate-500">
          Host names only, such as example.com or *.example.com. The widget answers only there.
        </p>
      )}
      {value.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500">No domains yet.</p>
      ) : (
        <ul aria-label="Allowed domains" className="mt-3 flex flex-wrap gap-2">
          {value.map((domain) => (
            <li
              key={domain}
              className="inline-flex items-center gap-1 rounded-full border border-slate-200 bg-slate-50 py-1 pr-1 pl-3 text-sm text-slate-700"
            >
              {domain}
              <button
                type="button"
                onClick={() => onChange(value.filter((item) => item !== domain))}
                aria-label={`Remove ${domain}`}
                className="rounded-full p-1 text-slate-500 hover:bg-slate-200 hover:text-slate-800 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
              >
                <X className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
