import { Download } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-error';
import { downloadFile } from '@/lib/download-file';

export const EXPORT_FAILED = 'Failed to export';

interface ExportButtonProps {
  /** The API path with its query string, e.g. '/user/analytics/export?days=30'. */
  path: string;
  fileName: string;
  label: string;
}

/** Downloads a CSV with the bearer token; a failure is a toast with the server's message. */
export function ExportButton({ path, fileName, label }: ExportButtonProps) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(path, fileName);
    } catch (error) {
      toast.error(errorMessage(error, EXPORT_FAILED));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" loading={busy} onClick={() => void download()}>
      {!busy && <Download className="size-4" aria-hidden />}
      {label}
    </Button>
  );
}
