import { roleLabel } from '@concierge/shared';
import { Eye } from 'lucide-react';
import { useCurrentRole } from '@/lib/permissions';

/** Tells a member whose role may not edit why the screen has no edit buttons. */
export function ReadOnlyNotice({ children }: { children: string }) {
  const role = useCurrentRole();
  return (
    <p
      role="note"
      className="flex items-start gap-2 rounded-lg bg-slate-100 px-3 py-2.5 text-sm text-slate-700"
    >
      <Eye className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>
        View only{role ? ` (${roleLabel(role)})` : ''}: {children}
      </span>
    </p>
  );
}
