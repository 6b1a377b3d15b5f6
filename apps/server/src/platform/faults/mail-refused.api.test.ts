import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { createTestApp, STRONG_PASSWORD, type TestApp } from '../../test/test-app.js';
import { JobWorker } from '../jobs/worker.js';
import { createSmtpMailer } from '../mail/mailer.js';
import { SEND_MAIL_JOB, sendMailJob } from '../mail/send-mail-job.js';
import { startRefusingSmtpServer, type RefusingSmtpServer } from './refusing-smtp-server.js';

interface MailJob {
  to: string;
  status: string;
  attempts: number;
  max_attempts: number;
  last_error: string | null;
  finished_at: Date | null;
}

/**
 * The SMTP server says "try again later": sign-up is not held up, the verification mail waits in
 * the jobs table and goes out on a later try; a mailbox that never accepts ends as a failed job
 * while the other mails still leave.
 */
describe('the SMTP server refusing mail', () => {
  let t: TestApp;
  let smtp: RefusingSmtpServer;
  let worker: JobWorker;

  beforeAll(async () => {
    t = await createTestApp();
    smtp = await startRefusingSmtpServer({ refuseFirst: 2, alwaysRefuse: 'bounce@example.com' });
    // A worker that sends through the real SMTP server, with retries a tenth of a second apart.
    worker = new JobWorker(t.ctx.db, t.ctx.log, 2, { retryBaseSeconds: 0.1, leaseSeconds: 60 });
    worker.register(SEND_MAIL_JOB, sendMailJob(createSmtpMailer(smtp.url, 'hello@example.com')));
  });
  afterAll(async () => {
    await worker.stop();
    await smtp.close();
    await t.close();
  });

  const signUp = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        name: 'Mail Tester',
        email,
        organizationName: `Org of ${email}`,
        password: STRONG_PASSWORD,
        confirmPassword: STRONG_PASSWORD,
      },
    });
  const mailJobs = () =>
    queryRows<MailJob>(
      t.ctx.db,
      sql`SELECT payload->>'to' AS to, status, attempts, max_attempts, last_error, finished_at
          FROM jobs WHERE type = ${SEND_MAIL_JOB}`,
    );
  const jobTo = async (email: string) => (await mailJobs()).find((job) => job.to === email);

  it('signs up at once and delivers the code on a retry; a dead mailbox fails alone', async () => {
    for (const email of ['bounce@example.com', 'welcome@example.com']) {
      const response = await signUp(email);
      expect(response.statusCode).toBe(200);
    }
    expect((await mailJobs()).map((job) => job.status)).toEqual(['queued', 'queued']);

    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline && (await jobTo('bounce@example.com'))?.status !== 'failed') {
      await worker.drain();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }

    expect(smtp.delivered).toEqual(['welcome@example.com']);
    const welcome = await jobTo('welcome@example.com');
    expect(welcome).toMatchObject({ status: 'done', attempts: 3 });
    expect(smtp.refusals.get('welcome@example.com')).toBe(2);

    const bounce = await jobTo('bounce@example.com');
    expect(bounce).toMatchObject({ status: 'failed', attempts: bounce?.max_attempts });
    expect(bounce?.last_error).toMatch(/550/);
    // The dead mailbox's retries never held the other mail back.
    expect(new Date(welcome?.finished_at ?? 0).getTime()).toBeLessThan(
      new Date(bounce?.finished_at ?? 0).getTime(),
    );
  });
});
