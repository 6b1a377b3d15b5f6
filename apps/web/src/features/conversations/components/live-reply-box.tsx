import { liveReplySchema } from '@concierge/shared';
import { Send } from 'lucide-react';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Textarea } from '@/components/ui/textarea';
import { useSendLiveReply } from '../api/send-live-reply';
import { sendLiveTyping } from '../api/send-live-typing';

/** The visitor sees 'typing…' from one ping for a while: one every 3 s is enough. */
const TYPING_PING_MS = 3000;

/** The agent's reply: Enter sends, Shift+Enter starts a new line. */
export function LiveReplyBox({
  sessionId,
  visitorName,
  autoFocus = false,
}: {
  sessionId: string;
  visitorName: string;
  /** Right after Take: the button the member pressed is gone, the reply box takes its place. */
  autoFocus?: boolean;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const lastPing = useRef(0);
  const send = useSendLiveReply(sessionId);
  const fieldId = useId();
  const errorId = useId();

  const submit = () => {
    if (send.isPending) return;
    const parsed = liveReplySchema.safeParse({ text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    send.mutate(parsed.data, { onSuccess: () => setText('') });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const onChange = (value: string) => {
    setText(value);
    if (error) setError(undefined);
    const now = Date.now();
    if (value.trim() && now - lastPing.current >= TYPING_PING_MS) {
      lastPing.current = now;
      void sendLiveTyping(sessionId);
    }
  };

  return (
    <form onSubmit={onSubmit} className="border-t border-slate-100 px-4 py-3 sm:px-6" noValidate>
      <label htmlFor={fieldId} className="sr-only">
        Reply to {visitorName}
      </label>
      <div className="flex items-end gap-2">
        <Textarea
          id={fieldId}
          rows={2}
          autoFocus={autoFocus}
          value={text}
          placeholder="Type a reply… (Enter sends, Shift+Enter for a new line)"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          className="resize-y"
        />
        <Button type="submit" loading={send.isPending}>
          <Send className="size-4" aria-hidden />
          Send
        </Button>
      </div>
      <FieldError id={errorId} message={error} />
    </form>
  );
}
