import type { HelpArticle } from '@concierge/shared';
import { Badge } from '@/components/ui/badge';

interface ArticleCardProps {
  article: HelpArticle;
  onOpen: () => void;
}

/** An article's title, category, first lines and tags; the whole card opens the article. */
export function ArticleCard({ article, onOpen }: ArticleCardProps) {
  const firstLines = article.content.split(/\n\s*\n/)[0] ?? '';
  return (
    <li className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <button
        type="button"
        onClick={onOpen}
        className="flex h-full w-full cursor-pointer flex-col gap-2 rounded-xl p-5 text-left hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
      >
        <Badge tone="brand" className="self-start">
          {article.category}
        </Badge>
        <h3 className="font-semibold text-slate-900">{article.title}</h3>
        <p className="line-clamp-3 text-sm text-slate-600">{firstLines}</p>
        <span className="mt-auto flex flex-wrap gap-1 pt-1">
          {article.tags.map((tag) => (
            <Badge key={tag}>{tag}</Badge>
          ))}
        </span>
      </button>
    </li>
  );
}
