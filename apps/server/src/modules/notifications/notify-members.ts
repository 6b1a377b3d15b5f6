import {
  notificationPreferenceInfo,
  PREFERENCE_OF_KIND,
  type NotificationKind,
} from '@concierge/shared';
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { enqueueJob } from '../../platform/jobs/queue.js';
import type { MailMessage } from '../../platform/mail/mailer.js';
import { SEND_MAIL_JOB } from '../../platform/mail/send-mail-job.js';
import { notificationMail } from '../../platform/mail/templates.js';
import { PREFERENCE_COLUMNS } from './preference-columns.js';

export interface Notice {
  organizationId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  /** An app path such as '/conversations'. */
  link: string;
  /**
   * Names what the notice is about (`form:<id>`, `quota:2024-05:80`): a member gets it once, so a
   * retried job or a second crossing of a threshold adds nothing.
   */
  dedupeKey: string;
}

export interface NotifiedMember {
  accountId: string;
  email: string;
  name: string;
}

/** Builds a member's e-mail; the default is the notice itself with a link to its page. */
export type MailOfMember = (member: NotifiedMember, notice: Notice) => MailMessage;

/**
 * Puts the notice under the bell of every member whose toggle for its kind is on (a submitted form:
 * every member) and queues its e-mail to those of them whose toggle is on. Only members who did
 * not have it yet are told. Call it in the job's transaction: bell rows and mails commit together.
 */
export async function notifyMembers(
  ctx: AppContext,
  tx: Executor,
  notice: Notice,
  mailOf: MailOfMember = defaultMail(ctx),
): Promise<NotifiedMember[]> {
  const toggle = sql`m.${sql.identifier(PREFERENCE_COLUMNS[PREFERENCE_OF_KIND[notice.kind]].name)}`;
  const onTheBell = notice.kind === 'form_submitted' ? sql`true` : toggle;
  const rows = await queryRows<{ account_id: string; email: string; name: string; mail: boolean }>(
    tx,
    sql`with inserted as (
          insert into notifications (organization_id, account_id, kind, title, body, link, dedupe_key)
          select m.organization_id, m.account_id, ${notice.kind}, ${notice.title}, ${notice.body},
            ${notice.link}, ${notice.dedupeKey}
          from memberships m
          where m.organization_id = ${notice.organizationId} and ${onTheBell}
          on conflict (organization_id, account_id, dedupe_key) where dedupe_key is not null
            do nothing
          returning account_id
        )
        select a.id as account_id, a.email, a.name, ${toggle} as mail
        from inserted i
        join accounts a on a.id = i.account_id
        join memberships m on m.organization_id = ${notice.organizationId} and m.account_id = a.id
        order by a.email`,
  );
  const mailed = rows
    .filter((row) => row.mail)
    .map((row) => ({ accountId: row.account_id, email: row.email, name: row.name }));
  for (const member of mailed) {
    const message = mailOf(member, notice);
    await enqueueJob(tx, {
      type: SEND_MAIL_JOB,
      payload: { ...message },
      organizationId: notice.organizationId,
    });
  }
  return mailed;
}

/** Why a member gets the notice's e-mail: the label of the toggle that sends it. */
export const preferenceLabelOf = (kind: NotificationKind) =>
  notificationPreferenceInfo[PREFERENCE_OF_KIND[kind]].label;

const defaultMail =
  (ctx: AppContext): MailOfMember =>
  (member, notice) =>
    notificationMail({
      to: member.email,
      name: member.name,
      title: notice.title,
      body: notice.body,
      url: `${ctx.config.publicUrl}${notice.link}`,
      preferenceLabel: preferenceLabelOf(notice.kind),
    });
