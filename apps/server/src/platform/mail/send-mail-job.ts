import type { Mailer, MailMessage } from './mailer.js';

export const SEND_MAIL_JOB = 'mail.send';

/** Mail leaves through a job, so a slow or failing SMTP server never fails a request. */
export function sendMailJob(mailer: Mailer) {
  return (payload: Record<string, unknown>) => mailer.send(payload as unknown as MailMessage);
}
