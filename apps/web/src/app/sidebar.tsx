import { Link, useLocation } from 'react-router';
import { Logo } from '@/components/logo';
import { cn } from '@/lib/cn';
import { useAuth } from '@/lib/use-auth';
import { isNavItemActive, navItems, operatorNavItems, type NavItem } from './nav-items';

interface SidebarProps {
  /** Called after a link is followed (closes the drawer on small screens). */
  onNavigate?: () => void;
}

function NavLinks({ items, onNavigate }: { items: NavItem[]; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <ul className="space-y-1">
      {items.map(({ label, to, icon: Icon }) => {
        const active = isNavItemActive(pathname, to);
        return (
          <li key={to}>
            <Link
              to={to}
              onClick={onNavigate}
              aria-current={active ? 'page' : undefined}
              className={cn(
                'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors',
                'focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none',
                active
                  ? 'bg-brand-50 text-brand-700'
                  : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
              )}
            >
              <Icon
                className={cn('size-4 shrink-0', active ? 'text-brand-600' : 'text-slate-400')}
                aria-hidden
              />
              {label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

export function Sidebar({ onNavigate }: SidebarProps) {
  const { role } = useAuth();
  return (
    <div className="flex h-full flex-col bg-white">
      <div className="flex h-16 shrink-0 items-center border-b border-slate-200 px-5">
        <Link to="/" onClick={onNavigate} aria-label="Concierge home" className="rounded-lg">
          <Logo />
        </Link>
      </div>
      <nav aria-label="Main navigation" className="flex-1 overflow-y-auto px-3 py-4">
        <NavLinks items={navItems} onNavigate={onNavigate} />
        {role === 'operator' && (
          <section aria-labelledby="platform-admin-heading" className="mt-6">
            <h2
              id="platform-admin-heading"
              className="mb-2 px-3 text-xs font-semibold tracking-wider text-slate-500 uppercase"
            >
              Platform Admin
            </h2>
            <NavLinks items={operatorNavItems} onNavigate={onNavigate} />
          </section>
        )}
      </nav>
    </div>
  );
}
