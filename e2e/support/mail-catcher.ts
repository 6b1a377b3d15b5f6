import { SMTPServer } from 'smtp-server';
import { freePort } from './free-port.js';

export interface CaughtMail {
  to: string[];
  subject: string;
  raw: string;
}

/** A real SMTP server on localhost that keeps every mail the app sends, for the tests to read. */
export class MailCatcher {
  readonly mails: CaughtMail[] = [];
  private server: SMTPServer | undefined;
  port = 0;

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.port = await freePort();
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          this.mails.push({
            to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
            subject: /^Subject: (.*)$/im.exec(raw)?.[1]?.trim() ?? '',
            raw,
          });
          callback();
        });
      },
    });
    // A client that dies mid-session (a server killed by a crash test) resets its connection; the
    // SMTP server re-emits that, and an unheard 'error' would end the test run.
    server.on('error', () => undefined);
    this.server = server;
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(resolve) : resolve()));
  }

  /** Waits for a mail to `email` whose subject matches, sent after `after` mails, and returns it. */
  async waitFor(
    email: string,
    subject: RegExp,
    after = 0,
    timeoutMs = 15_000,
  ): Promise<CaughtMail> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const mail = this.mails
        .slice(after)
        .find(
          (candidate) =>
            candidate.to.includes(email.toLowerCase()) && subject.test(candidate.subject),
        );
      if (mail) return mail;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no mail to ${email} matching ${subject} within ${timeoutMs} ms`);
  }

  /** The six-digit code of the next matching mail (the subject starts with it). */
  async codeFor(email: string, subject: RegExp, after = 0): Promise<string> {
    const mail = await this.waitFor(email, subject, after);
    const code = /\b(\d{6})\b/.exec(mail.subject)?.[1];
    if (!code) throw new Error(`mail "${mail.subject}" carries no code`);
    return code;
  }
}
