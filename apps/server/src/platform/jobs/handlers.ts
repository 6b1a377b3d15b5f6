import { registerCrawlerJobs } from '../../modules/crawler/jobs.js';
import { registerEmbeddingJobs } from '../../modules/embeddings/register-embedding-jobs.js';
import { registerIntegrationJobs } from '../../modules/integrations/jobs.js';
import { EXTRACT_DOCUMENT_JOB, extractDocumentJob } from '../../modules/knowledge/extract-job.js';
import { registerLiveChatJobs } from '../../modules/live-chat/presence-sweep.js';
import { registerNotificationJobs } from '../../modules/notifications/jobs.js';
import type { AppContext } from '../context.js';
import { createConsoleMailer, createSmtpMailer, type Mailer } from '../mail/mailer.js';
import { SEND_MAIL_JOB, sendMailJob } from '../mail/send-mail-job.js';
import { sweepFinishedRateLimits } from '../rate-limit.js';

/** Finished rate-limit windows are deleted this often (each visitor session leaves a few). */
const RATE_LIMIT_SWEEP_MS = 10 * 60 * 1000;

/** Every job type and its handler, for the in-process worker and `npm run worker` alike. */
export function registerJobHandlers(ctx: AppContext, mailer?: Mailer): void {
  const { config, log, worker } = ctx;
  const mail =
    mailer ??
    (config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : createConsoleMailer(log));
  worker.register(SEND_MAIL_JOB, sendMailJob(mail));
  worker.register(EXTRACT_DOCUMENT_JOB, extractDocumentJob(ctx));
  registerCrawlerJobs(ctx);
  registerEmbeddingJobs(ctx);
  registerNotificationJobs(ctx);
  registerIntegrationJobs(ctx);
  registerLiveChatJobs(ctx);
  worker.every(RATE_LIMIT_SWEEP_MS, () => sweepFinishedRateLimits(ctx.db));
}
