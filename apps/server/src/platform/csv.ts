import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

export type CsvCell = string | number | boolean | Date | null | undefined;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break. A leading = + - @
 * is prefixed with an apostrophe so a spreadsheet never runs a visitor's text as a formula.
 */
export function csvField(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: readonly CsvCell[]): string {
  return `${cells.map(csvField).join(',')}\r\n`;
}

/**
 * Sends rows as a CSV download while they are read: `batches` yields a batch of rows at a time
 * (keyset-paged in SQL), so an export never holds a whole table in memory.
 */
export function sendCsv(
  reply: FastifyReply,
  fileName: string,
  header: readonly string[],
  batches: AsyncIterable<readonly (readonly CsvCell[])[]>,
) {
  async function* lines() {
    // A byte-order mark makes spreadsheet programs read the file as UTF-8.
    yield `\uFEFF${csvLine(header)}`;
    for await (const rows of batches) {
      if (rows.length > 0) yield rows.map(csvLine).join('');
    }
  }
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`)
    .send(Readable.from(lines()));
}
