import { Construction } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageHeader } from './page-header';

interface PagePlaceholderProps {
  title: ReactNode;
  description: ReactNode;
}

/** A screen a later issue builds: its title and what it will hold. */
export function PagePlaceholder({ title, description }: PagePlaceholderProps) {
  return (
    <div>
      <PageHeader title={title} description={description} />
      <div className="flex items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-sm text-slate-500">
        <Construction className="size-5 text-brand-500" aria-hidden />
        This screen is coming soon.
      </div>
    </div>
  );
}
