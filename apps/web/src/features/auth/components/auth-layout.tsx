import { BookOpen, MessageSquareText, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Logo } from '@/components/logo';

interface AuthLayoutProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

const highlights = [
  { icon: MessageSquareText, text: 'Answer customers around the clock from your own knowledge.' },
  { icon: BookOpen, text: 'Turn FAQs, documents and your website into a knowledge base.' },
  { icon: ShieldCheck, text: 'Every organization’s data stays its own.' },
];

/** The frame of every sign-in screen: a brand panel and a centred form card. */
export function AuthLayout({ title, description, children, footer }: AuthLayoutProps) {
  return (
    <div className="flex min-h-screen">
      <aside className="hidden w-[42%] flex-col justify-between bg-gradient-to-br from-brand-700 via-brand-600 to-violet-600 p-12 text-white lg:flex">
        <Logo className="[&>span]:text-white [&_rect]:fill-white/15" />
        <div>
          <p className="text-3xl leading-tight font-semibold">
            Your business’s AI concierge, live on your website in minutes.
          </p>
          <ul className="mt-8 space-y-4">
            {highlights.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-start gap-3 text-brand-50">
                <Icon className="mt-0.5 size-5 shrink-0" aria-hidden />
                {text}
              </li>
            ))}
          </ul>
        </div>
        <p className="text-sm text-brand-100">© {new Date().getFullYear()} Concierge</p>
      </aside>
      <main className="flex flex-1 items-center justify-center px-4 py-10 sm:px-8">
        <div className="w-full max-w-md">
          <Logo className="mb-8 lg:hidden" />
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
          {description && <p className="mt-2 text-sm text-slate-500">{description}</p>}
          <div className="mt-8">{children}</div>
          {footer && <div className="mt-6 text-center text-sm text-slate-600">{footer}</div>}
        </div>
      </main>
    </div>
  );
}
