import type { NotificationItem as Notification } from '@concierge/shared';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format-date';

const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** 'just now', '5 minutes ago', 'yesterday'; a date once it is a week old. */
function formatAgo(value: string, now = Date.now()): string {
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return '';
  const seconds = Math.round((time - now) / 1000);
  if (Math.abs(seconds) >= 7 * 24 * 3600) return formatDate(value);
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return relative.format(Math.trunc(seconds / size), unit);
  }
  return 'just now';
}

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
