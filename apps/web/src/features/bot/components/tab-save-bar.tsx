import { Button } from '@/components/ui/button';

interface TabSaveBarProps {
  label: string;
  dirty: boolean;
  saving: boolean;
}

/** The tab's own submit button: disabled until something on the tab changed. */
export function TabSaveBar({ label, dirty, saving }: TabSaveBarProps) {
  return (
    <div className="flex items-center justify-end gap-3 border-t border-slate-100 pt-4">
      {dirty && !saving && <span className="text-xs text-amber-700">Unsaved changes</span>}
      <Button type="submit" disabled={!dirty} loading={saving}>
        Save {label}
      </Button>
    </div>
  );
}
