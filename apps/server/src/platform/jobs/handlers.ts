import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import { createConsoleMailer, createSmtpMailer, type Mailer } from '../mail/mailer.js';
import { SEND_MAIL_JOB, sendMailJob } from '../mail/send-mail-job.js';
import type { JobWorker } from './worker.js';

/** Every job type and its handler, for the in-process worker and `npm run worker` alike. */
export function registerJobHandlers(
  worker: JobWorker,
  config: Config,
  log: FastifyBaseLogger,
  mailer?: Mailer,
): void {
  const mail =
    mailer ??
    (config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : createConsoleMailer(log));
  worker.register(SEND_MAIL_JOB, sendMailJob(mail));
}
