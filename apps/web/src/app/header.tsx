import { Menu, ShieldCheck } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { useAuth } from '@/lib/use-auth';
import { NotificationBell } from './notification-bell';
import { OrganizationSwitcher } from './organization-switcher';
import { UserMenu } from './user-menu';

interface HeaderProps {
  onOpenNavigation: () => void;
}

export function Header({ onOpenNavigation }: HeaderProps) {
  const { role } = useAuth();
  const isOperator = role === 'operator';
  return (
    <header className="sticky top-0 z-30 flex h-16 shrink-0 items-center gap-3 border-b border-slate-200 bg-white/90 px-4 backdrop-blur sm:px-6">
      <button
        type="button"
        onClick={onOpenNavigation}
        aria-label="Open navigation"
        className="flex size-9 cursor-pointer items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none lg:hidden"
      >
        <Menu className="size-5" aria-hidden />
      </button>
      {/* A flex row, so the switcher shrinks (and truncates) before it reaches the bell. */}
      <div className="flex min-w-0 flex-1">
        {isOperator ? (
          <Badge tone="brand" className="px-3 py-1 text-sm">
            <ShieldCheck className="size-4" aria-hidden />
            Platform Administrator
          </Badge>
        ) : (
          <OrganizationSwitcher />
        )}
      </div>
      {!isOperator && <NotificationBell />}
      <UserMenu />
    </header>
  );
}
