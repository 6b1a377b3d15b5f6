import {
  ORGANIZATION_HEADER,
  type NotificationKind,
  type NotificationList,
  type NotificationPreferences,
} from '@concierge/shared';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.js';
import { bearer, envelope, type TestApp } from '../../test/test-app.js';

/** Headers of a dashboard call, in the given organization when one is named. */
export const as = (token: string, organizationId?: string) => ({
  ...bearer(token),
  ...(organizationId ? { [ORGANIZATION_HEADER]: organizationId } : {}),
});

export async function bellOf(t: TestApp, token: string, organizationId?: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/notifications',
    headers: as(token, organizationId),
  });
  if (response.statusCode !== 200) throw new Error(`bell failed: ${response.body}`);
  return envelope<NotificationList>(response).data;
}

/** The member's bell entries of one kind, newest first. */
export async function bellEntries(t: TestApp, token: string, kind: NotificationKind) {
  return (await bellOf(t, token)).items.filter((item) => item.kind === kind);
}

export const putPreferences = (
  t: TestApp,
  token: string,
  payload: unknown,
  organizationId?: string,
) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/notifications/preferences',
    headers: as(token, organizationId),
    payload: payload as object,
  });

export async function preferencesOf(t: TestApp, token: string, organizationId?: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/notifications/preferences',
    headers: as(token, organizationId),
  });
  return envelope<NotificationPreferences>(response).data;
}

/** Mails delivered so far to the address with this subject. */
export const mailsTo = (t: TestApp, email: string, subject: string) =>
  t.mailbox.filter((mail) => mail.to === email && mail.subject === subject);

/** The id of the organization of that name. */
export async function organizationIdOf(t: TestApp, name: string): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    t.ctx.db,
    sql`select id from organizations where name = ${name}`,
  );
  if (!row) throw new Error(`no organization ${name}`);
  return row.id;
}
