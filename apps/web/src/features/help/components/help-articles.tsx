import type { HelpArticle } from '@concierge/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadError } from '@/components/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { helpLoadFailed } from '../api/help-content';
import { ArticleCard } from './article-card';
import { ArticleDialog } from './article-dialog';

/** The article cards; opening one shows the article modal. */
export function HelpArticles({ articles }: { articles: UseQueryResult<HelpArticle[]> }) {
  const [openId, setOpenId] = useState<string | null>(null);
  // Read the open article from the list, so a vote's new counts show in the modal at once.
  const open = articles.data?.find((article) => article.id === openId) ?? null;

  if (articles.isPending) {
    return (
      <div className="grid gap-4 md:grid-cols-2" role="status" aria-label="Loading articles">
        {[0, 1, 2, 3].map((card) => (
          <Skeleton key={card} className="h-40" />
        ))}
      </div>
    );
  }
  if (articles.isError) {
    return (
      <LoadError
        message={helpLoadFailed.articles}
        retrying={articles.isFetching}
        onRetry={() => void articles.refetch()}
      />
    );
  }
  if (articles.data.length === 0) {
    return <NoResults what="articles" />;
  }
  return (
    <>
      <ul aria-label="Help articles" className="grid gap-4 md:grid-cols-2">
        {articles.data.map((article) => (
          <ArticleCard key={article.id} article={article} onOpen={() => setOpenId(article.id)} />
        ))}
      </ul>
      <ArticleDialog article={open} onClose={() => setOpenId(null)} />
    </>
  );
}

export function NoResults({ what }: { what: string }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 px-6 py-12 text-center">
      <p className="font-medium text-slate-900">No {what} found</p>
      <p className="mt-1 text-sm text-slate-500">
        Try other words or another category, or ask us under Contact Support.
      </p>
    </div>
  );
}
