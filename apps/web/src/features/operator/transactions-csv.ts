import type { SampleTransaction } from './sample-platform';

/**
 * The sample transactions as CSV, built in the browser (they exist nowhere else). No shared CSV
 * helper exists in apps/web yet; lib/ would be its home if a second screen needs one.
 */
const columns = [
  ['ID', (row) => row.id],
  ['Organization', (row) => row.organizationName],
  ['Amount', (row) => row.amount.toFixed(2)],
  ['Currency', (row) => row.currency],
  ['Status', (row) => row.status],
  ['Gateway', (row) => row.gateway],
  ['Type', (row) => row.type],
  ['Date', (row) => row.createdAt],
  ['Description', (row) => row.description],
] as const satisfies readonly (readonly [string, (row: SampleTransaction) => string])[];

/** RFC 4180 quoting, and a leading ' against spreadsheet formulas. */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function transactionsCsv(rows: SampleTransaction[]): string {
  const lines = [
    columns.map(([header]) => cell(header)).join(','),
    ...rows.map((row) => columns.map(([, read]) => cell(read(row))).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** Saves text as a file through a blob URL. */
export function saveTextFile(text: string, fileName: string, type = 'text/csv'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
