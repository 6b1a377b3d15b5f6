import type { NotificationItem as Notification } from '@concierge/shared';
import { cn } from '@/lib/cn';
import { formatAgo } from '@/lib/format-date';

interface NotificationItemProps {
  notification: Notification;
  onOpen: (notification: Notification) => void;
}

/** One row under the bell: a button that marks it read and opens its link. */
export function NotificationItem({ notification, onOpen }: NotificationItemProps) {
  const unread = notification.readAt === null;
  return (
    <li>
      <button
        type="button"
        onClick={() => onOpen(notification)}
        className="flex w-full cursor-pointer items-start gap-3 rounded-lg px-2 py-2.5 text-left hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
      >
        <span
          aria-hidden
          className={cn(
            'mt-1.5 size-2 shrink-0 rounded-full',
            unread ? 'bg-brand-600' : 'bg-transparent',
          )}
        />
        <span className="min-w-0 flex-1">
          <span
            className={cn(
              'block text-sm',
              unread ? 'font-semibold text-slate-900' : 'font-medium text-slate-700',
            )}
          >
            {notification.title}
            {unread && <span className="sr-only"> (unread)</span>}
          </span>
          <span className="mt-0.5 line-clamp-2 block text-sm text-slate-500">
            {notification.body}
          </span>
          <time dateTime={notification.createdAt} className="mt-1 block text-xs text-slate-500">
            {formatAgo(notification.createdAt)}
          </time>
        </span>
      </button>
    </li>
  );
}
