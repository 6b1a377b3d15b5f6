import { Loader2 } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Badge } from '@/components/ui/badge';

type Tone = NonNullable<ComponentProps<typeof Badge>['tone']>;

interface StatusBadgeProps {
  label: string;
  tone: Tone;
  /** Work under way (processing, crawling): a spinning icon. */
  busy?: boolean;
  /** The raw status value, for tests and styling hooks. */
  status: string;
}

/** A coloured status pill; its text is the status name, so screen readers read it as is. */
export function StatusBadge({ label, tone, busy = false, status }: StatusBadgeProps) {
  return (
    <Badge tone={tone} data-status={status} className={busy ? 'bg-blue-100 text-blue-700' : ''}>
      {busy && <Loader2 className="size-3 animate-spin" aria-hidden data-testid="status-spinner" />}
      {label}
    </Badge>
  );
}
