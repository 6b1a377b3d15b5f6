import { Download } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDay, formatMoney } from '../format-billing';
import { downloadInvoice } from '../invoice-html';
import { billingStatusOf, type BillingStatus, type SampleInvoice } from '../sample-billing';

const statusBadge: Record<
  BillingStatus,
  { tone: 'success' | 'warning' | 'danger'; label: string }
> = {
  paid: { tone: 'success', label: 'Paid' },
  pending: { tone: 'warning', label: 'Pending' },
  failed: { tone: 'danger', label: 'Failed' },
};

interface BillingHistoryCardProps {
  invoices: SampleInvoice[];
  organizationName: string;
}

export function BillingHistoryCard({ invoices, organizationName }: BillingHistoryCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Billing History</CardTitle>
        <CardDescription>Your past invoices.</CardDescription>
      </CardHeader>
      {/* `relative` keeps the hidden "Invoice" header inside the scroll box, not past the page. */}
      <CardContent className="relative overflow-x-auto px-0 pb-0">
        <table className="w-full text-sm" data-stack-on-phone>
          <thead className="border-y border-slate-200 bg-slate-50 text-left text-xs font-medium text-slate-500 uppercase">
            <tr>
              <th className="px-6 py-3">Date</th>
              <th className="px-6 py-3">Description</th>
              <th className="px-6 py-3 text-right">Amount</th>
              <th className="px-6 py-3">Status</th>
              <th className="px-6 py-3">
                <span className="sr-only">Invoice</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {invoices.length === 0 && (
              <tr>
                <td colSpan={5} className="px-6 py-6 text-center text-slate-500">
                  No invoices yet.
                </td>
              </tr>
            )}
            {invoices.map((invoice) => {
              const badge = statusBadge[billingStatusOf(invoice.status)];
              return (
                <tr key={invoice.id}>
                  <td className="px-6 py-3 whitespace-nowrap text-slate-700" data-label="Date">
                    {formatDay(invoice.date)}
                  </td>
                  <td className="px-6 py-3 text-slate-700" data-label="Description">
                    {invoice.description}
                  </td>
                  <td
                    className="px-6 py-3 text-slate-900 tabular-nums sm:text-right"
                    data-label="Amount"
                  >
                    {formatMoney(invoice.amount)}
                  </td>
                  <td className="px-6 py-3" data-label="Status">
                    <Badge tone={badge.tone}>{badge.label}</Badge>
                  </td>
                  <td className="px-6 py-3 sm:text-right">
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Download Invoice ${invoice.id}`}
                      onClick={() => downloadInvoice(invoice, organizationName)}
                    >
                      <Download className="size-4" aria-hidden />
                      Download Invoice
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}
