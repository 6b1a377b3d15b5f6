import { WEBHOOK_HEADERS } from '@concierge/shared';
import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { CopyButton } from '@/components/copy-button';
import { Button } from '@/components/ui/button';

/** Zapier's signing secret: hidden until asked for, with Copy and how to verify a delivery. */
export function SigningSecret({ secret }: { secret: string }) {
  const [shown, setShown] = useState(false);

  return (
    <div>
      <p className="text-xs font-medium text-slate-500">Signing secret</p>
      <div className="mt-1 flex flex-wrap items-center gap-2">
        <code className="min-w-0 flex-1 rounded-md bg-slate-50 px-2 py-1 font-mono text-sm break-all text-slate-700">
          {shown ? secret : '•'.repeat(24)}
        </code>
        <Button
          variant="outline"
          size="sm"
          aria-pressed={shown}
          onClick={() => setShown((value) => !value)}
        >
          {shown ? (
            <EyeOff className="size-3.5" aria-hidden />
          ) : (
            <Eye className="size-3.5" aria-hidden />
          )}
          {shown ? 'Hide' : 'Show'}
        </Button>
        <CopyButton
          text={secret}
          size="sm"
          failureMessage="Could not copy the secret. Show it and copy it by hand."
        />
      </div>
      <p className="mt-1 text-xs text-slate-500">
        Verify the <code className="font-mono">{WEBHOOK_HEADERS.signature}</code> header:
        HMAC-SHA256 of <code className="font-mono">{'<t>.<body>'}</code> with this secret.
      </p>
    </div>
  );
}
