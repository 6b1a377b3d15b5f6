import { Link, useLocation } from 'react-router';
import { Logo } from '@/components/logo';
import { cn } from '@/lib/cn';
import { homePath } from '@/lib/home-path';
import { useAuth } from '@/lib/use-auth';
import { isNavItemActive, operatorNavItems, tenantNavItems, type NavItem } from './nav-items';

interface SidebarProps {
  /** Called after a link is followed (closes the drawer on small screens). */
  onNavigate?: () => void;
}

const entryClass =
  'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors';

function NavLinks({ items, onNavigate }: { items: NavItem[]; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <ul className="space-y-1">
      {items.map(({ label, to, icon: Icon, disabledReason }) => {
        if (disabledReason) {
          return (
            <li key={to}>
              {/* Not a link: following it would only bounce back. The title says why. */}
              <span
                role="link"
                aria-disabled="true"
                title={disabledReason}
                className={cn(entryClass, 'cursor-not-allowed text-slate-400')}
              >
                <Icon className="size-4 shrink-0 text-slate-300" aria-hidden />
                {label}
              </span>
            </li>
          );
        }
        const active = isNavItemActive(pathname, to);
        return (
          <li key={to}>
            <Link
              to={to}
              onClick={onNavigate}
              aria-current={active ? 'page' : undefined}
              className={cn(
                entryClass,
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

/**
 * SPEC §2 navigation, as far as the role can use it: members get the tenant entries; the operator,
 * who belongs to no organization, gets only the 'Platform Admin' section.
 */
export function Sidebar({ onNavigate }: SidebarProps) {
  const { role, onboarding } = useAuth();
  const onboarded = onboarding === 'true';
  return (
    <div className="flex h-full flex-col bg-white">
      <div className="flex h-16 shrink-0 items-center border-b border-slate-200 px-5">
        <Link
          to={homePath(role, onboarded)}
          onClick={onNavigate}
          aria-label="Concierge home"
          className="rounded-lg"
        >
          <Logo />
        </Link>
      </div>
      <nav aria-label="Main navigation" className="flex-1 overflow-y-auto px-3 py-4">
        {role === 'operator' ? (
          <section aria-labelledby="platform-admin-heading">
            <h2
              id="platform-admin-heading"
              className="mb-2 px-3 text-xs font-semibold tracking-wider text-slate-500 uppercase"
            >
              Platform Admin
            </h2>
            <NavLinks items={operatorNavItems} onNavigate={onNavigate} />
          </section>
        ) : (
          <NavLinks items={tenantNavItems(onboarded)} onNavigate={onNavigate} />
        )}
      </nav>
    </div>
  );
}
