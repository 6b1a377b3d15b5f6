import { Writable } from 'node:stream';
import type { LightMyRequestResponse } from 'fastify';
import type { MailMessage } from '../platform/mail/mailer.js';

interface Recorded {
  what: string;
  body: string;
  /** The credential this answer hands out by design (a login's token, a new API key). */
  issues?: string;
}

/** Where a secret was seen: `log` or the call whose answer carried it, and which secret. */
export interface Leak {
  where: string;
  secret: string;
}

const ARGON2_HASH = '$argon2';
const SIX_DIGIT_CODE = /\b\d{6}\b/g;

/**
 * Collects every log line the app writes (pass `logStream` to createTestApp) and the answers a
 * test records, and finds the secrets among them: argon2 hashes, the JWT secret, the codes and
 * invitation links mailed, every token and key the test registered, and every credential an
 * answer issued (allowed in that answer only: a new API key is shown once, at its creation).
 */
export class SecretWatch {
  readonly logLines: string[] = [];
  readonly logStream = new Writable({
    write: (chunk: Buffer, _encoding, done) => {
      this.logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  private readonly answers: Recorded[] = [];
  private readonly secrets = new Map<string, string>();

  /** Registers a secret under a label that names it in failures (never the value itself). */
  add(label: string, value: string): void {
    if (value.length < 6) throw new Error(`${label} is too short to search for`);
    this.secrets.set(value, label);
  }

  /** Records an answer; `issues` is the credential it hands out, watched from then on. */
  record(what: string, response: LightMyRequestResponse, issues?: string): void {
    this.answers.push({ what, body: response.body, issues });
    if (issues && !this.secrets.has(issues)) this.add(`the credential issued to ${what}`, issues);
  }

  /** The six-digit codes and the invitation tokens in the mails sent so far. */
  addMailedSecrets(mailbox: MailMessage[]): void {
    for (const mail of mailbox) {
      for (const code of mail.text.match(SIX_DIGIT_CODE) ?? []) {
        this.add(`code mailed to ${mail.to}`, code);
      }
      const invitation = mail.text.match(/token=([A-Za-z0-9_-]+)/)?.[1];
      if (invitation) this.add(`invitation token mailed to ${mail.to}`, invitation);
    }
  }

  /** Every answer (by what was called) and log line (`log`) that carries `value`, allowed or not. */
  sightings(value: string): string[] {
    return [
      ...this.logLines.filter((line) => contains(line, value)).map(() => 'log'),
      ...this.answers.filter((answer) => contains(answer.body, value)).map(({ what }) => what),
    ];
  }

  leaks(): Leak[] {
    const found: Leak[] = [];
    const search = (where: string, text: string, allowed?: string) => {
      if (text.includes(ARGON2_HASH)) found.push({ where, secret: 'an argon2 password hash' });
      for (const [value, label] of this.secrets) {
        if (value !== allowed && contains(text, value)) found.push({ where, secret: label });
      }
    };
    for (const line of this.logLines) search('log', line);
    for (const answer of this.answers) search(answer.what, answer.body, answer.issues);
    return found;
  }

  get answerCount(): number {
    return this.answers.length;
  }
}

/**
 * A code is found only as a whole word, not inside a longer number such as a timestamp or inside
 * an id; a code leaked into JSON or a sentence stands between quotes or spaces.
 */
function contains(text: string, secret: string): boolean {
  if (!/^\d+$/.test(secret)) return text.includes(secret);
  return new RegExp(`(?<![\\w.])${secret}(?![\\w.])`).test(text);
}
