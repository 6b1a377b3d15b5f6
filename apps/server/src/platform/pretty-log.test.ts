import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { withoutCredentials } from './log-redaction.js';
import { formatLogLine, prettyLogStream } from './pretty-log.js';

/** 14:02:11 local time, whatever the machine's time zone. */
const AT = new Date(2025, 2, 4, 14, 2, 11).getTime();
const record = (fields: Record<string, unknown>) =>
  `${JSON.stringify({ level: 30, time: AT, pid: 7, hostname: 'box', ...fields })}\n`;

describe('formatLogLine', () => {
  it('shows a finished request as time, method, path, status and duration', () => {
    const line = record({
      reqId: 'abc',
      res: { statusCode: 404, method: 'GET', url: '/api/user/me' },
      responseTime: 3.6,
      msg: 'request completed',
    });
    expect(formatLogLine(line)).toBe('14:02:11 GET /api/user/me 404 4 ms');
  });

  it('leaves out "incoming request": the completed line says it all', () => {
    const line = record({ req: { method: 'GET', url: '/' }, msg: 'incoming request' });
    expect(formatLogLine(line)).toBeNull();
  });

  it('labels warnings and errors and adds the error message, then its stack for errors', () => {
    const warning = record({
      level: 40,
      msg: 'database unavailable',
      err: { message: 'connect ECONNREFUSED', stack: 'Error: connect ECONNREFUSED\n    at x.js:1' },
    });
    expect(formatLogLine(warning)).toBe('14:02:11 WARN database unavailable: connect ECONNREFUSED');
    const failure = record({
      level: 50,
      msg: 'request failed',
      err: { message: 'boom', stack: 'Error: boom\n    at handler (routes.ts:12:3)' },
    });
    expect(formatLogLine(failure)).toBe(
      '14:02:11 ERROR request failed: boom\n  at handler (routes.ts:12:3)',
    );
  });

  it('keeps a message as written, with its simple context fields', () => {
    expect(formatLogLine(record({ msg: 'worker started' }))).toBe('14:02:11 worker started');
    expect(
      formatLogLine(
        record({ msg: 'mail to a@b.example: Code\n\n123456', mail: { to: 'a@b.example' } }),
      ),
    ).toBe('14:02:11 mail to a@b.example: Code\n\n123456');
    expect(formatLogLine(record({ level: 50, msg: 'crawl failed', crawl: 'c-1' }))).toBe(
      '14:02:11 ERROR crawl failed crawl=c-1',
    );
  });

  it('passes through what is not a JSON record', () => {
    expect(formatLogLine('plain text\n')).toBe('plain text');
  });

  it('colours the status only when asked', () => {
    const line = record({
      res: { statusCode: 500, method: 'POST', url: '/x' },
      responseTime: 1,
      msg: 'request completed',
    });
    expect(formatLogLine(line, true)).toContain('\u001b[31m500\u001b[39m');
    expect(formatLogLine(line, false)).not.toContain('\u001b');
  });
});

describe('prettyLogStream', () => {
  it("turns the app's request log into one readable line per request, tokens masked", async () => {
    const written: string[] = [];
    const app = Fastify({
      logger: withoutCredentials({
        level: 'info',
        stream: prettyLogStream({ write: (text: string) => written.push(text) }),
      }),
    });
    app.get('/api/invitations/:token', async () => ({ ok: true }));
    await app.inject({ method: 'GET', url: '/api/invitations/secret-token' });
    await app.close();

    const requestLines = written.filter((line) => line.includes('/api/invitations/'));
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatch(
      /^\d\d:\d\d:\d\d GET \/api\/invitations\/\[redacted\] 200 \d+ ms\n$/,
    );
  });
});
