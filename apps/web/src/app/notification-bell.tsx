import { Bell } from 'lucide-react';
import { Popover } from 'radix-ui';

export function NotificationBell() {
  return (
    <Popover.Root>
      <Popover.Trigger
        aria-label="Notifications"
        className="relative flex size-9 cursor-pointer items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-700 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
      >
        <Bell className="size-5" aria-hidden />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          className="z-50 w-72 rounded-xl border border-slate-200 bg-white p-4 shadow-lg focus:outline-none"
        >
          <p className="text-sm font-semibold text-slate-900">Notifications</p>
          <p className="mt-2 text-sm text-slate-500">You have no notifications yet.</p>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
