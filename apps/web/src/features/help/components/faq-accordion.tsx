import type { FaqEntry } from '@concierge/shared';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '@/lib/cn';
import { useHelpVote } from '../api/help-content';
import { HelpfulVote } from './helpful-vote';

/** Questions as disclosure buttons (aria-expanded, aria-controls); several may stay open. */
export function FaqAccordion({ faqs }: { faqs: FaqEntry[] }) {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const vote = useHelpVote('faqs');

  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {faqs.map((faq, index) => {
        const expanded = open.has(faq.id);
        const buttonId = `${baseId}-question-${index}`;
        const panelId = `${baseId}-answer-${index}`;
        return (
          <div key={faq.id}>
            <h3>
              <button
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(faq.id)}
                className="flex w-full cursor-pointer items-center justify-between gap-4 px-5 py-4 text-left text-sm font-medium text-slate-900 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none focus-visible:ring-inset"
              >
                {faq.question}
                <ChevronDown
                  className={cn(
                    'size-4 shrink-0 text-slate-400 transition-transform',
                    expanded && 'rotate-180',
                  )}
                  aria-hidden
                />
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!expanded}
              className="space-y-4 px-5 pb-5"
            >
              <p className="text-sm leading-relaxed text-slate-700">{faq.answer}</p>
              <HelpfulVote
                question="Was this answer helpful?"
                helpful={faq.helpful}
                notHelpful={faq.notHelpful}
                myVote={faq.myVote}
                pending={vote.isPending && vote.variables.id === faq.id}
                onVote={(helpful) => vote.mutate({ id: faq.id, helpful })}
              />
            </div>
          </div>
        );
      })}
    </div>
  );
}
