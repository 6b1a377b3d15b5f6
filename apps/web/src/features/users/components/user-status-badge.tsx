import { Badge } from '@/components/ui/badge';

/** SPEC §4 user display status: Active in green, Disabled in red. */
export function UserStatusBadge({ disabled }: { disabled: boolean }) {
  return disabled ? <Badge tone="danger">Disabled</Badge> : <Badge tone="success">Active</Badge>;
}
