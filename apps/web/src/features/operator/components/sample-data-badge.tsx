import { FlaskConical } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

/** Marks figures that come from sample-platform.ts, not from the platform. */
export function SampleDataBadge() {
  return (
    <Badge tone="warning">
      <FlaskConical className="size-3.5" aria-hidden />
      Sample data
    </Badge>
  );
}
