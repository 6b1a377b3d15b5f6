import { Badge } from '@/components/ui/badge';

/** Whether the user agreed to the terms: Yes or No. */
export function TermsBadge({ agreed }: { agreed: boolean }) {
  return agreed ? <Badge tone="success">Yes</Badge> : <Badge tone="neutral">No</Badge>;
}
