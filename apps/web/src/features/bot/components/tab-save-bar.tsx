import { Button } from '@/components/ui/button';
import { useCan } from '@/lib/permissions';

interface TabSaveBarProps {
  label: string;
  dirty: boolean;
  saving: boolean;
}

/**
 * The tab's own submit button: disabled until something on the tab changed; absent for a role
 * that may not edit (the editor shows a read-only note instead).
 */
export function TabSaveBar({ label, dirty, saving }: TabSaveBarProps) {
  const canEdit = useCan('editContent');
  if (!canEdit) return null;
  return (
    <div className="flex items-center justify-end gap-3 border-t border-slate-100 pt-4">
      {dirty && !saving && <span className="text-xs text-amber-700">Unsaved changes</span>}
      <Button type="submit" disabled={!dirty} loading={saving}>
        Save {label}
      </Button>
    </div>
  );
}
