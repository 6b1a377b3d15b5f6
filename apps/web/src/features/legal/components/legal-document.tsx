import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '@/components/logo';

export interface LegalSection {
  heading: string;
  body: ReactNode;
}

interface LegalDocumentProps {
  title: string;
  updated: string;
  intro: ReactNode;
  sections: LegalSection[];
}

/** A readable legal page: title, date, numbered sections, contact line. */
export function LegalDocument({ title, updated, intro, sections }: LegalDocumentProps) {
  return (
    <div className="min-h-screen bg-white">
      <header className="border-b border-slate-200">
        <div className="mx-auto flex max-w-3xl items-center justify-between px-6 py-4">
          <Link to="/" aria-label="Concierge home">
            <Logo />
          </Link>
          <Link
            to="/signup"
            className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-600 hover:underline"
          >
            <ArrowLeft className="size-4" aria-hidden />
            Back to sign up
          </Link>
        </div>
      </header>
      <main className="mx-auto max-w-3xl px-6 py-12">
        <h1 className="text-3xl font-semibold tracking-tight text-slate-900">{title}</h1>
        <p className="mt-2 text-sm text-slate-500">Last updated: {updated}</p>
        <div className="mt-6 text-base leading-7 text-slate-700">{intro}</div>
        <ol className="mt-10 space-y-8">
          {sections.map((section, index) => (
            <li key={section.heading}>
              <h2 className="text-lg font-semibold text-slate-900">
                {index + 1}. {section.heading}
              </h2>
              <div className="mt-2 space-y-3 leading-7 text-slate-700">{section.body}</div>
            </li>
          ))}
        </ol>
        <p className="mt-12 border-t border-slate-200 pt-6 text-sm text-slate-500">
          Questions about this document? Write to{' '}
          <a
            className="text-brand-600 underline hover:text-brand-700"
            href="mailto:legal@concierge.example"
          >
            legal@concierge.example
          </a>
          .
        </p>
      </main>
    </div>
  );
}
