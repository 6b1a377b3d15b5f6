import type { ChatbotSettings } from '@concierge/shared';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useFormDefinitions } from '@/lib/form-definitions';
import { FormsEditor } from './forms-editor';
import type { PreviewForm } from './preview-form';

interface FormsTabProps {
  settings: ChatbotSettings;
  onSaved: () => void;
  onPreview: (preview: PreviewForm | null) => void;
}

/** Bot Setup → Forms (issue 22): the forms the bot offers visitors, and what staff see of them. */
export function FormsTab({ settings, onSaved, onPreview }: FormsTabProps) {
  const definitions = useFormDefinitions();

  if (definitions.isPending) {
    return (
      <div role="status" aria-label="Loading forms" className="space-y-3">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-14 w-full" />
        ))}
      </div>
    );
  }
  if (definitions.isError) {
    return (
      <p role="alert" className="flex items-center gap-2 text-sm text-red-700">
        The forms could not be loaded.
        <Button
          variant="link"
          size="sm"
          className="h-auto p-0"
          loading={definitions.isFetching}
          onClick={() => void definitions.refetch()}
        >
          Try again
        </Button>
      </p>
    );
  }
  return (
    <FormsEditor
      forms={definitions.data}
      openingHours={settings.behavior.openingHours}
      onSaved={onSaved}
      onPreview={onPreview}
    />
  );
}
