import type { ChatbotSettings } from '@concierge/shared';
import { ExternalLink, Globe, PlayCircle } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { useCan } from '@/lib/permissions';
import { useTestVisit } from '../api/get-test-visit';
import { useSaveChatbotSettings } from '../api/save-chatbot-settings';
import { AllowedDomainsEditor } from './allowed-domains-editor';
import { EmbedSnippet } from './embed-snippet';
import { TabSaveBar } from './tab-save-bar';

interface DeployValues {
  allowedDomains: string[];
}

function openInNewTab(url: string) {
  window.open(url, '_blank', 'noopener,noreferrer');
}

interface DeployTabProps {
  settings: ChatbotSettings;
  onSaved: () => void;
}

export function DeployTab({ settings, onSaved }: DeployTabProps) {
  const save = useSaveChatbotSettings();
  const canEdit = useCan('editContent');
  const {
    control,
    handleSubmit,
    reset,
    formState: { isDirty },
  } = useForm<DeployValues>({ defaultValues: { allowedDomains: settings.allowedDomains } });

  const onSubmit = (values: DeployValues) =>
    save.mutate(
      {
        tabLabel: 'Deploy',
        botId: settings.id,
        fields: { allowedDomains: JSON.stringify(values.allowedDomains) },
      },
      {
        onSuccess: (saved) => {
          reset({ allowedDomains: saved?.allowedDomains ?? values.allowedDomains });
          onSaved();
        },
      },
    );

  const liveDomain = settings.allowedDomains.find((domain) => !domain.startsWith('*.'));
  const domainCount = settings.allowedDomains.length;
  const hasBot = settings.id !== '';
  // The preview page with a signed test token: a member's chats there are not visitors'.
  const testVisit = useTestVisit(hasBot);
  const testVisitUrl = testVisit.data?.url;

  return (
    <div className="space-y-6">
      <form onSubmit={handleSubmit(onSubmit)} noValidate>
        <fieldset disabled={!canEdit} className="min-w-0 space-y-5">
          <Controller
            control={control}
            name="allowedDomains"
            render={({ field }) => (
              <AllowedDomainsEditor value={field.value} onChange={field.onChange} />
            )}
          />
          <TabSaveBar label="Deploy" dirty={isDirty} saving={save.isPending} />
        </fieldset>
      </form>

      <EmbedSnippet settings={settings} />

      <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-slate-50 px-4 py-3">
        <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
          <Globe
            className={domainCount > 0 ? 'size-4 text-emerald-600' : 'size-4 text-slate-400'}
            aria-hidden
          />
          Widget is live on {domainCount} domain(s)
        </p>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={!testVisitUrl}
            onClick={() => testVisitUrl && openInNewTab(testVisitUrl)}
          >
            <PlayCircle className="size-4" aria-hidden />
            Test Deployment
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={liveDomain ? !hasBot : !testVisitUrl}
            onClick={() => {
              const url = liveDomain ? `https://${liveDomain}` : testVisitUrl;
              if (url) openInNewTab(url);
            }}
          >
            <ExternalLink className="size-4" aria-hidden />
            View Live Widget
          </Button>
        </div>
        {testVisit.isError && (
          <p role="alert" className="flex w-full items-center gap-2 text-sm text-red-700">
            The test page could not be prepared.
            <Button
              variant="link"
              size="sm"
              className="h-auto p-0"
              loading={testVisit.isFetching}
              onClick={() => void testVisit.refetch()}
            >
              Try again
            </Button>
          </p>
        )}
      </div>
    </div>
  );
}
