import type { NotificationItem as Notification } from '@concierge/shared';
import { CheckCheck } from 'lucide-react';
import { useNavigate } from 'react-router';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-error';
import { NotificationItem } from './notification-item';
import {
  notificationsLoadFailed,
  useMarkNotificationsRead,
  useNotifications,
} from './use-notifications';

/** The bell's popover body: heading, "Mark all as read" and the newest notifications. */
export function NotificationPanel({ onClose }: { onClose: () => void }) {
  const notifications = useNotifications();
  const markRead = useMarkNotificationsRead();
  const navigate = useNavigate();
  const unread = notifications.data?.unread ?? 0;

  function open(notification: Notification) {
    if (notification.readAt === null) markRead.mutate(notification.id);
    if (notification.link) {
      onClose();
      void navigate(notification.link);
    }
  }

  return (
    <div>
      <div className="flex items-center justify-between gap-2 px-2 pb-2">
        <h2 className="text-sm font-semibold text-slate-900">Notifications</h2>
        {unread > 0 && (
          <Button
            variant="ghost"
            size="sm"
            className="h-7 px-2"
            onClick={() => markRead.mutate(null)}
          >
            <CheckCheck className="size-4" aria-hidden />
            Mark all as read
          </Button>
        )}
      </div>
      {notifications.isPending ? (
        <div aria-busy className="space-y-3 px-2 py-1">
          <span className="sr-only">Loading notifications</span>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} className="h-12 w-full" />
          ))}
        </div>
      ) : notifications.isError ? (
        <LoadError
          message={errorMessage(notifications.error, notificationsLoadFailed)}
          onRetry={() => void notifications.refetch()}
          retrying={notifications.isFetching}
        />
      ) : notifications.data.items.length === 0 ? (
        <p className="px-2 py-6 text-center text-sm text-slate-500">You’re all caught up</p>
      ) : (
        <ul aria-label="Notifications" className="-mx-1 max-h-96 space-y-0.5 overflow-y-auto px-1">
          {notifications.data.items.map((notification) => (
            <NotificationItem key={notification.id} notification={notification} onOpen={open} />
          ))}
        </ul>
      )}
    </div>
  );
}
