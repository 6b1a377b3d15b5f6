import { PRODUCT_NAME } from '@concierge/shared';
import { formatDay, formatMoney } from './format-billing';
import { billingStatusOf, type SampleInvoice } from './sample-billing';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/** A standalone HTML invoice of one (sample) billing history row, printable as it is. */
export function invoiceHtml(invoice: SampleInvoice, organizationName: string): string {
  const status = billingStatusOf(invoice.status);
  const cells = {
    number: escapeHtml(invoice.id),
    date: escapeHtml(formatDay(invoice.date)),
    organization: escapeHtml(organizationName),
    description: escapeHtml(invoice.description),
    amount: escapeHtml(formatMoney(invoice.amount)),
    status: status[0]?.toUpperCase() + status.slice(1),
  };
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Invoice ${cells.number}</title>
<style>
  body { font-family: system-ui, sans-serif; color: #0f172a; max-width: 42rem; margin: 2rem auto; padding: 0 1rem; }
  h1 { font-size: 1.5rem; margin-bottom: 0.25rem; }
  table { width: 100%; border-collapse: collapse; margin-top: 1.5rem; }
  th, td { text-align: left; padding: 0.5rem; border-bottom: 1px solid #e2e8f0; }
  td.amount, th.amount { text-align: right; }
  .muted { color: #64748b; font-size: 0.875rem; }
</style>
</head>
<body>
<h1>Invoice ${cells.number}</h1>
<p class="muted">${escapeHtml(PRODUCT_NAME)} · Sample invoice: no payment provider is connected.</p>
<dl>
  <dt>Billed to</dt><dd>${cells.organization}</dd>
  <dt>Invoice number</dt><dd>${cells.number}</dd>
  <dt>Date</dt><dd>${cells.date}</dd>
  <dt>Status</dt><dd>${cells.status}</dd>
</dl>
<table>
  <thead><tr><th>Description</th><th class="amount">Amount</th></tr></thead>
  <tbody><tr><td>${cells.description}</td><td class="amount">${cells.amount}</td></tr></tbody>
  <tfoot><tr><th>Total</th><th class="amount">${cells.amount}</th></tr></tfoot>
</table>
</body>
</html>
`;
}

/** Saves the invoice as `invoice-<number>.html` through a blob URL. */
export function downloadInvoice(invoice: SampleInvoice, organizationName: string): void {
  const blob = new Blob([invoiceHtml(invoice, organizationName)], { type: 'text/html' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `invoice-${invoice.id}.html`;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: some browsers start the download only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
