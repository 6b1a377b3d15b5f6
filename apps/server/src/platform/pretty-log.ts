import { styleText } from 'node:util';

/** pino's numeric levels; info, the usual one, goes unlabelled. */
const LEVEL_LABELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

/** Fields a line shows in its own way, or that a person at a terminal has no use for. */
const SHOWN_OR_HIDDEN = new Set([
  'level',
  'time',
  'pid',
  'hostname',
  'msg',
  'reqId',
  'req',
  'res',
  'responseTime',
  'err',
  'error',
]);

type Style = Parameters<typeof styleText>[0];
/** Colours are decided once, by the stream's owner; styleText is told not to look again. */
type Paint = (style: Style, text: string) => string;

interface LogRecord {
  level?: number;
  time?: number;
  msg?: string;
  res?: { statusCode?: number; method?: string; url?: string };
  responseTime?: number;
  err?: { message?: string; stack?: string };
  error?: { message?: string; stack?: string };
  [field: string]: unknown;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The local wall-clock time of a log record: a person reads it next to their own clock. */
function clockTime(epochMs: number): string {
  const time = new Date(epochMs);
  return `${twoDigits(time.getHours())}:${twoDigits(time.getMinutes())}:${twoDigits(time.getSeconds())}`;
}

function statusStyle(status: number): Style {
  if (status >= 500) return 'red';
  if (status >= 400) return 'yellow';
  return 'green';
}

function levelStyle(level: number): Style {
  if (level >= 50) return 'red';
  if (level >= 40) return 'yellow';
  return 'gray';
}

/** The context fields of a line (a crawl's id, a job's type) as key=value, objects left out. */
function extraFields(record: LogRecord): string {
  return Object.entries(record)
    .filter(([key, value]) => !SHOWN_OR_HIDDEN.has(key) && isPrintable(value))
    .map(([key, value]) => `${key}=${String(value)}`)
    .join(' ');
}

function isPrintable(value: unknown): value is string | number | boolean {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

function requestLine(record: LogRecord, paint: Paint): string {
  const { statusCode = 0, method = '-', url = '-' } = record.res ?? {};
  const duration = `${Math.round(record.responseTime ?? 0)} ms`;
  return `${method} ${url} ${paint(statusStyle(statusCode), String(statusCode))} ${duration}`;
}

function messageLine(record: LogRecord, paint: Paint): string {
  const level = record.level ?? 30;
  const label = LEVEL_LABELS[level];
  const error = record.err ?? record.error;
  let line = record.msg ?? '';
  if (error?.message && error.message !== record.msg) line += `: ${error.message}`;
  if (label) line = `${paint(levelStyle(level), label)} ${line}`;
  const extra = extraFields(record);
  if (extra) line += ` ${paint('gray', extra)}`;
  // A failure's stack is what a developer needs next: below the line, indented.
  const frames = level >= 50 ? (error?.stack?.split('\n').slice(1) ?? []) : [];
  if (frames.length > 0) {
    line += `\n${paint('gray', frames.map((frame) => `  ${frame.trim()}`).join('\n'))}`;
  }
  return line;
}

function parseRecord(line: string): LogRecord | null {
  try {
    const value: unknown = JSON.parse(line);
    return typeof value === 'object' && value !== null ? (value as LogRecord) : null;
  } catch {
    return null;
  }
}

/**
 * One of pino's JSON lines as a person reads it: "14:02:11 GET /api/user/me 200 4 ms" for a
 * request, "14:02:11 WARN database unavailable: connect ECONNREFUSED" for a message. Answers null
 * for "incoming request": its "request completed" line says all of it. Text that is not a JSON
 * record passes unchanged.
 */
export function formatLogLine(line: string, colors = false): string | null {
  const record = parseRecord(line);
  if (!record) return line.replace(/\n$/, '');
  if (record.msg === 'incoming request') return null;
  const paint: Paint = colors
    ? (style, text) => styleText(style, text, { validateStream: false })
    : (_style, text) => text;
  const time = paint('gray', clockTime(record.time ?? Date.now()));
  const body =
    record.msg === 'request completed' && record.res
      ? requestLine(record, paint)
      : messageLine(record, paint);
  return `${time} ${body}`;
}

/** Where pretty lines go: the process's stdout, or a test's catcher. */
interface TextOutput {
  write(text: string): unknown;
  isTTY?: boolean;
  hasColors?(): boolean;
}

/**
 * A pino destination that writes each record through `formatLogLine`: LOG_FORMAT=pretty without a
 * worker thread or a dependency. Colours only on a terminal that wants them (NO_COLOR respected).
 */
export function prettyLogStream(out: TextOutput): { write(line: string): void } {
  const colors = Boolean(out.isTTY && out.hasColors?.());
  return {
    write(line: string) {
      const pretty = formatLogLine(line, colors);
      if (pretty !== null) out.write(`${pretty}\n`);
    },
  };
}
