import type { ChatbotSettings } from '@concierge/shared';
import { Copy } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { buildEmbedSnippet } from './build-embed-snippet';

async function copyText(text: string) {
  try {
    if (!navigator.clipboard) throw new Error('Clipboard unavailable');
    await navigator.clipboard.writeText(text);
    toast.success('Snippet copied');
  } catch {
    toast.error('Could not copy the snippet. Select it and copy it by hand.');
  }
}

export function EmbedSnippet({ settings }: { settings: ChatbotSettings }) {
  const snippet = buildEmbedSnippet(settings, window.location.origin);
  return (
    <figure aria-label="Embed snippet" className="min-w-0">
      <div className="mb-1.5 flex items-center justify-between gap-2">
        <figcaption className="text-sm font-medium text-slate-700">Embed snippet</figcaption>
        <Button variant="outline" size="sm" onClick={() => void copyText(snippet)}>
          <Copy className="size-4" aria-hidden />
          Copy
        </Button>
      </div>
      {/* Long lines wrap inside the card, so the whole snippet shows at any width. */}
      <pre className="rounded-lg bg-slate-900 p-4 text-xs leading-relaxed whitespace-pre-wrap wrap-anywhere text-slate-100">
        <code>{snippet}</code>
      </pre>
      <p className="mt-1.5 text-xs text-slate-500">
        Paste it before the closing &lt;/body&gt; tag of every page that should show the chat.
      </p>
    </figure>
  );
}
