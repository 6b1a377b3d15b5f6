import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { FALLBACK_CHATBOT_SETTINGS, useChatbotSettings } from '../api/get-chatbot-settings';
import { BotSetupEditor } from '../components/bot-setup-editor';
import { BotSetupSkeleton } from '../components/bot-setup-skeleton';

export function BotSetupPage() {
  const settingsQuery = useChatbotSettings();
  // Bumped when a retried load succeeds, so the forms start again from the loaded bot. A save
  // also replaces the cached bot, but must not reset the other tabs' unsaved edits.
  const [generation, setGeneration] = useState(0);

  const retryLoad = async () => {
    const result = await settingsQuery.refetch();
    if (result.isSuccess) setGeneration((current) => current + 1);
  };

  return (
    <div>
      <PageHeader
        title="Bot Setup & Deploy"
        description="Style your chat widget, tune its behavior and features, and copy the snippet to deploy it."
      />
      {settingsQuery.isPending ? (
        <BotSetupSkeleton />
      ) : (
        <BotSetupEditor
          key={generation}
          settings={settingsQuery.data ?? FALLBACK_CHATBOT_SETTINGS}
          loadFailed={settingsQuery.isError}
          onRetryLoad={() => void retryLoad()}
        />
      )}
    </div>
  );
}
