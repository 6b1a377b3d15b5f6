import type { HelpCategory } from '@concierge/shared';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { SearchBox } from '@/components/search-box';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useHelpArticles, useHelpFaqs } from '../api/help-content';
import { ContactSupport } from '../components/contact-support';
import { HelpArticles } from '../components/help-articles';
import { HelpCategories } from '../components/help-categories';
import { HelpFaqs } from '../components/help-faqs';
import { MyTickets } from '../components/my-tickets';

type HelpTab = 'articles' | 'faq' | 'contact' | 'tickets';

/** SPEC §2 Help and Support: search, categories, articles, FAQ, contact and the tickets. */
export function HelpPage() {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<HelpCategory | null>(null);
  const [tab, setTab] = useState<HelpTab>('articles');
  const debouncedSearch = useDebouncedValue(search);

  // Unfiltered by category, so every category button can count its articles.
  const allArticles = useHelpArticles({ search: debouncedSearch, category: null });
  const articles = useHelpArticles({ search: debouncedSearch, category });
  const faqs = useHelpFaqs({ search: debouncedSearch, category });

  return (
    <div className="space-y-6">
      <PageHeader
        title="Help and Support"
        description="Guides and answers about Concierge, and a direct line to our team."
      />
      <SearchBox
        label="Search help"
        placeholder="Search articles and questions…"
        value={search}
        onChange={setSearch}
      />
      <HelpCategories articles={allArticles.data} selected={category} onSelect={setCategory} />
      <Tabs value={tab} onValueChange={(value) => setTab(value as HelpTab)}>
        <TabsList aria-label="Help sections">
          <TabsTrigger value="articles">Help Articles</TabsTrigger>
          <TabsTrigger value="faq">FAQ</TabsTrigger>
          <TabsTrigger value="contact">Contact Support</TabsTrigger>
          <TabsTrigger value="tickets">My Tickets</TabsTrigger>
        </TabsList>
        <TabsContent value="articles">
          <HelpArticles articles={articles} />
        </TabsContent>
        <TabsContent value="faq">
          <HelpFaqs faqs={faqs} />
        </TabsContent>
        <TabsContent value="contact">
          <ContactSupport />
        </TabsContent>
        <TabsContent value="tickets">
          <MyTickets />
        </TabsContent>
      </Tabs>
    </div>
  );
}
