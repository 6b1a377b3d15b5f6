import { SendHorizontal } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { cn } from '@/lib/cn';
import { usePreviewReply } from '../api/get-preview-reply';
import { BotAvatar } from './bot-avatar';
import { readableTextColor, toSixDigitHex } from './hex-color';
import { DEMO_REPLY, createPreviewMessage, type PreviewChatMessage } from './preview-chat-message';
import { createPreviewFormStore, usePreviewForm, type PreviewFormStore } from './preview-form';
import { PreviewMessageBubble } from './preview-message-bubble';
import type { AppearanceForm } from './use-appearance-form';

/** What the preview watches while the Forms tab is closed: nothing. */
const NO_PREVIEW_FORM = createPreviewFormStore();

interface LivePreviewProps {
  control: AppearanceForm['control'];
  /** The saved colour, shown while the typed one is not a hex colour yet. */
  savedColor: string;
  /** While the Forms tab is open: the form it is editing, shown last as the bot would offer it. */
  formPreview?: PreviewFormStore | null;
}

/** A mock chat window in the current, unsaved appearance; typed messages ask the real engine. */
export function LivePreview({ control, savedColor, formPreview = null }: LivePreviewProps) {
  const previewForm = usePreviewForm(formPreview ?? NO_PREVIEW_FORM);
  const { name, greeting, avatar, primaryColor, position } = useWatch({ control });
  const color = toSixDigitHex(primaryColor ?? '') ?? toSixDigitHex(savedColor) ?? '#000000';
  const headerText = readableTextColor(color);
  const botName = name?.trim() || 'Assistant';

  const [messages, setMessages] = useState<PreviewChatMessage[]>([]);
  const [draft, setDraft] = useState('');
  const previewReply = usePreviewReply();
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages, previewReply.isPending, previewForm]);

  const send = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text || previewReply.isPending) return;
    setDraft('');
    setMessages((current) => [...current, createPreviewMessage('user', text)]);
    previewReply.mutate(text, {
      onSuccess: ({ reply, confidence }) =>
        setMessages((current) => [...current, createPreviewMessage('bot', reply, confidence)]),
      onError: () =>
        setMessages((current) => [...current, createPreviewMessage('bot', DEMO_REPLY)]),
    });
  };

  return (
    <div>
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-lg">
        <div
          className="flex items-center gap-3 px-4 py-3"
          style={{ backgroundColor: color, color: headerText }}
        >
          <span className="rounded-full bg-white p-0.5">
            <BotAvatar avatar={avatar ?? ''} color={color} />
          </span>
          <div className="min-w-0">
            <p className="truncate text-sm font-semibold">{botName}</p>
            <p className="text-xs">Online</p>
          </div>
        </div>
        <ol
          ref={listRef}
          aria-label="Preview conversation"
          aria-live="polite"
          // It scrolls once the chat outgrows it: focusable, so a keyboard can scroll it too.
          tabIndex={0}
          className="flex h-80 flex-col gap-3 overflow-y-auto p-4 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none focus-visible:ring-inset"
        >
          <PreviewMessageBubble
            message={{
              id: 'greeting',
              role: 'bot',
              content: greeting?.trim() || ' ',
              timestamp: '',
            }}
            avatar={avatar ?? ''}
            color={color}
          />
          {messages.map((message) => (
            <PreviewMessageBubble
              key={message.id}
              message={message}
              avatar={avatar ?? ''}
              color={color}
            />
          ))}
          {previewForm && (
            <PreviewMessageBubble
              message={{
                id: 'form-preview',
                role: 'bot',
                content: { action: 'show_form', ...previewForm },
                timestamp: '',
              }}
              avatar={avatar ?? ''}
              color={color}
            />
          )}
          {previewReply.isPending && (
            <li className="text-xs text-slate-400" aria-label={`${botName} is typing`}>
              {botName} is typing…
            </li>
          )}
        </ol>
        <form onSubmit={send} className="flex gap-2 border-t border-slate-100 p-3">
          <input
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder="Type a message…"
            aria-label="Preview message"
            className="min-w-0 flex-1 rounded-full border border-slate-300 px-3 py-2 text-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none"
          />
          <button
            type="submit"
            aria-label="Send preview message"
            disabled={!draft.trim() || previewReply.isPending}
            className="flex size-9 shrink-0 cursor-pointer items-center justify-center rounded-full focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50"
            style={{ backgroundColor: color, color: headerText }}
          >
            <SendHorizontal className="size-4" aria-hidden />
          </button>
        </form>
      </div>
      <p
        className={cn(
          'mt-2 flex items-center gap-1.5 text-xs text-slate-500',
          position === 'bottom-left' ? 'justify-start' : 'justify-end',
        )}
      >
        <span
          aria-hidden
          className="inline-block size-3 rounded-full"
          style={{ backgroundColor: color }}
        />
        Shows at the {position === 'bottom-left' ? 'bottom left' : 'bottom right'} of the page
      </p>
    </div>
  );
}
