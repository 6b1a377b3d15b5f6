import { HELP_CATEGORIES, type HelpArticle, type HelpCategory } from '@concierge/shared';
import { BarChart3, Bot, BookOpen, CreditCard, Rocket, Users } from 'lucide-react';
import { cn } from '@/lib/cn';

const icons: Record<HelpCategory, typeof Rocket> = {
  'Getting Started': Rocket,
  'Knowledge Base': BookOpen,
  'Bot Setup': Bot,
  Analytics: BarChart3,
  'Team Management': Users,
  'Billing and Plans': CreditCard,
};

interface HelpCategoriesProps {
  /** Articles matching the search, over all categories: each button counts its own. */
  articles: HelpArticle[] | undefined;
  selected: HelpCategory | null;
  onSelect: (category: HelpCategory | null) => void;
}

/** The six categories as toggle buttons: pressing the selected one again clears the filter. */
export function HelpCategories({ articles, selected, onSelect }: HelpCategoriesProps) {
  return (
    <ul aria-label="Categories" className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
      {HELP_CATEGORIES.map((category) => {
        const Icon = icons[category];
        const count = articles?.filter((article) => article.category === category).length;
        const pressed = selected === category;
        return (
          <li key={category}>
            <button
              type="button"
              aria-pressed={pressed}
              onClick={() => onSelect(pressed ? null : category)}
              className={cn(
                'flex w-full cursor-pointer flex-col items-start gap-2 rounded-xl border p-4 text-left transition-colors focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none',
                pressed
                  ? 'border-brand-500 bg-brand-50'
                  : 'border-slate-200 bg-white hover:bg-slate-50',
              )}
            >
              <Icon className="size-5 text-brand-600" aria-hidden />
              <span className="text-sm font-medium text-slate-900">{category}</span>
              <span className="text-xs text-slate-500">
                {count === undefined ? '…' : count === 1 ? '1 article' : `${count} articles`}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
