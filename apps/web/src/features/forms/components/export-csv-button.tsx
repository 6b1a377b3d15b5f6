import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useExportSubmittedForms } from '../api/export-submitted-forms';

export function ExportCsvButton() {
  const exportForms = useExportSubmittedForms();
  return (
    <Button variant="outline" loading={exportForms.isPending} onClick={() => exportForms.mutate()}>
      {!exportForms.isPending && <Download className="size-4" aria-hidden />}
      Export CSV
    </Button>
  );
}
