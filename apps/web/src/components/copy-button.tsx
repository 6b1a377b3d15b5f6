import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';

interface CopyButtonProps {
  text: string;
  /** What to do instead, said when the clipboard refuses (an insecure page, a denied permission). */
  failureMessage: string;
  size?: 'sm' | 'md';
}

/** Copies `text` to the clipboard and says "Copied!" once it has. */
export function CopyButton({ text, failureMessage, size = 'md' }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  const Icon = copied ? Check : Copy;

  async function copy() {
    try {
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      toast.error(failureMessage);
    }
  }

  return (
    <Button variant="outline" size={size} onClick={() => void copy()}>
      <Icon className={size === 'sm' ? 'size-3.5' : 'size-4'} aria-hidden />
      {copied ? 'Copied!' : 'Copy'}
    </Button>
  );
}
