import { ChevronDown, LogOut, UserCog } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useNavigate } from 'react-router';
import { useAuth } from '@/lib/use-auth';
import { FINISH_ONBOARDING_FIRST } from './nav-items';
import { useLogout } from './use-logout';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-lg px-2 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100 data-[disabled]:opacity-50';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return (
    parts.length > 1 ? `${parts[0]?.[0]}${parts.at(-1)?.[0]}` : name.slice(0, 2)
  ).toUpperCase();
}

export function UserMenu() {
  const { user, username, role, onboarding } = useAuth();
  const navigate = useNavigate();
  const logout = useLogout();
  const name = user?.full_name || user?.name || username || 'Account';
  const isOperator = role === 'operator';
  // Until onboarding is done the guard would send Settings straight back to the wizard.
  const settingsLocked = onboarding !== 'true';

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label="User menu"
        className="flex shrink-0 cursor-pointer items-center gap-2 rounded-lg p-1 pr-2 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
      >
        <span
          aria-hidden
          className="flex size-8 items-center justify-center rounded-full bg-brand-600 text-xs font-semibold text-white"
        >
          {initials(name)}
        </span>
        <span className="hidden max-w-40 truncate text-sm font-medium text-slate-700 sm:block">
          {name}
        </span>
        <ChevronDown className="size-4 text-slate-400" aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-56 rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Label className="px-2 py-2">
            <p className="truncate text-sm font-medium text-slate-900">{name}</p>
            {user?.email && <p className="truncate text-xs text-slate-500">{user.email}</p>}
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
          {!isOperator && (
            <DropdownMenu.Item
              className={itemClass}
              disabled={settingsLocked}
              title={settingsLocked ? FINISH_ONBOARDING_FIRST : undefined}
              onSelect={() => navigate('/settings')}
            >
              <UserCog className="size-4 text-slate-400" aria-hidden />
              Profile Settings
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Item
            className={itemClass}
            disabled={logout.isPending}
            onSelect={() => logout.mutate()}
          >
            <LogOut className="size-4 text-slate-400" aria-hidden />
            Sign out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
