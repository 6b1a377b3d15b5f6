import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Sends through the SMTP server of SMTP_URL (e.g. smtp://user:pass@host:587). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

/** Without SMTP_URL, a mail is printed to the log so the code can be read there. */
export function createConsoleMailer(log: FastifyBaseLogger): Mailer {
  return {
    async send(message) {
      log.info(
        { mail: { to: message.to, subject: message.subject } },
        `mail to ${message.to}: ${message.subject}\n\n${message.text}`,
      );
    },
  };
}
