import { PagePlaceholder } from '@/components/page-placeholder';

export function BotSetupPage() {
  return (
    <PagePlaceholder
      title="Bot Setup & Deploy"
      description="Style your chat widget, tune its behavior and features, and copy the snippet to deploy it."
    />
  );
}
