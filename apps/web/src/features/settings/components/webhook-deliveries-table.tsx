import type { DeliveryStatus, WebhookDeliverySummary } from '@concierge/shared';
import { Badge } from '@/components/ui/badge';
import { formatAgo, formatDate } from '@/lib/format-date';

const statusBadge: Record<
  DeliveryStatus,
  { label: string; tone: 'success' | 'warning' | 'danger' | 'neutral' }
> = {
  delivered: { label: 'Delivered', tone: 'success' },
  retrying: { label: 'Retrying', tone: 'warning' },
  failed: { label: 'Failed', tone: 'danger' },
  pending: { label: 'Pending', tone: 'neutral' },
};

const cell = 'px-2 py-1.5 text-left';

/** The ten newest deliveries of one webhook integration, newest first. */
export function WebhookDeliveriesTable({
  name,
  deliveries,
}: {
  name: string;
  deliveries: WebhookDeliverySummary[];
}) {
  return (
    <div>
      <h3 className="text-xs font-semibold text-slate-500">Recent deliveries</h3>
      {deliveries.length === 0 ? (
        <p className="mt-1 text-sm text-slate-500">No deliveries yet</p>
      ) : (
        // Focusable, so keyboard users can scroll the table when it is wider than the card.
        <div
          className="mt-1 overflow-x-auto"
          tabIndex={0}
          role="region"
          aria-label={`Recent deliveries to ${name}`}
        >
          <table className="min-w-full text-xs">
            <caption className="sr-only">Recent deliveries to {name}</caption>
            <thead className="text-slate-500">
              <tr className="border-b border-slate-100">
                {['Event', 'Status', 'HTTP', 'Attempts', 'Time'].map((column) => (
                  <th key={column} scope="col" className={`${cell} font-medium`}>
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 text-slate-700">
              {deliveries.map((delivery) => {
                const badge = statusBadge[delivery.status];
                return (
                  <tr key={delivery.id}>
                    <td className={`${cell} font-mono`}>
                      {delivery.event}
                      {delivery.test && (
                        <span className="ml-1 font-sans text-slate-500">(test)</span>
                      )}
                    </td>
                    <td className={cell}>
                      <Badge tone={badge.tone} title={delivery.error ?? undefined}>
                        {badge.label}
                      </Badge>
                    </td>
                    <td className={cell}>{delivery.statusCode ?? '—'}</td>
                    <td className={cell}>{delivery.attempts}</td>
                    <td className={`${cell} whitespace-nowrap`}>
                      <time
                        dateTime={delivery.lastAttemptAt ?? delivery.createdAt}
                        title={formatDate(delivery.lastAttemptAt ?? delivery.createdAt)}
                      >
                        {formatAgo(delivery.lastAttemptAt ?? delivery.createdAt)}
                      </time>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
