import { PagePlaceholder } from '@/components/page-placeholder';

export function KnowledgeBasePage() {
  return (
    <PagePlaceholder
      title="Knowledge Base"
      description="Questions and answers, uploaded documents and crawled website content your bot answers from."
    />
  );
}
