import { PagePlaceholder } from '@/components/page-placeholder';

export function HelpPage() {
  return (
    <PagePlaceholder
      title="Help and Support"
      description="Help articles, frequently asked questions, contact options and your support tickets."
    />
  );
}
