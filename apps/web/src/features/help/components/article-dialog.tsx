import type { HelpArticle } from '@concierge/shared';
import { Badge } from '@/components/ui/badge';
import { Dialog } from '@/components/ui/dialog';
import { useHelpVote } from '../api/help-content';
import { ArticleContent } from './article-content';
import { HelpfulVote } from './helpful-vote';

const updatedFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

interface ArticleDialogProps {
  article: HelpArticle | null;
  onClose: () => void;
}

/** The whole article and "Was this article helpful?" with its counts. */
export function ArticleDialog({ article, onClose }: ArticleDialogProps) {
  const vote = useHelpVote('articles');
  return (
    <Dialog
      open={article !== null}
      onOpenChange={(open) => !open && onClose()}
      title={article?.title ?? ''}
      description={
        article && (
          <span className="flex flex-wrap items-center gap-2">
            <Badge tone="brand">{article.category}</Badge>
            Updated {updatedFormat.format(new Date(article.lastUpdated))}
          </span>
        )
      }
      className="max-h-[90vh] max-w-2xl overflow-y-auto"
    >
      {article && (
        <>
          <ArticleContent content={article.content} />
          <div className="mt-6 border-t border-slate-100 pt-4">
            <HelpfulVote
              question="Was this article helpful?"
              helpful={article.helpful}
              notHelpful={article.notHelpful}
              myVote={article.myVote}
              pending={vote.isPending}
              onVote={(helpful) => vote.mutate({ id: article.id, helpful })}
            />
          </div>
        </>
      )}
    </Dialog>
  );
}
