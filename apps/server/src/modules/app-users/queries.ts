import type { AppUser } from '@concierge/shared';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';
import { appUsers } from '../../db/schema.js';

interface AppUserRow {
  id: string;
  username: string;
  email: string | null;
  phonenumber: string | null;
  disabled: boolean;
  agreed_terms: boolean;
  created_at: Date | string;
  user_chat_count: number | string;
  session: string | null;
}

/** `%` and `_` in a visitor's search are literal characters, not wildcards. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function searchFilter(search: string | undefined): SQL {
  if (!search) return sql``;
  const pattern = containsPattern(search);
  return sql`and (u.username ilike ${pattern} or u.email ilike ${pattern} or u.phonenumber ilike ${pattern})`;
}

/**
 * The organization's app users that `filter` keeps, newest first, each with its chat count and
 * latest session: the page is cut first (index on organization_id, created_at), then only its rows
 * are counted. A chat is a session the visitor wrote in (its first message sets initiated_at), as
 * User Details lists them; a widget opened but never written in is not one.
 */
async function appUsersWithChats(
  db: Executor,
  organizationId: string,
  filter: SQL,
  page: { offset: number; limit: number },
): Promise<AppUser[]> {
  const rows = await queryRows<AppUserRow>(
    db,
    sql`select u.id, u.username, u.email, u.phonenumber, u.disabled, u.agreed_terms, u.created_at,
          coalesce(chats.count, 0) as user_chat_count, chats.latest as session
        from (
          select * from app_users u
          where u.organization_id = ${organizationId} ${filter}
          order by u.created_at desc, u.id desc
          limit ${page.limit} offset ${page.offset}
        ) u
        left join lateral (
          select count(*) filter (where s.initiated_at is not null) as count,
            (array_agg(s.id order by s.last_updated desc, s.id desc))[1] as latest
          from chat_sessions s
          where s.organization_id = ${organizationId} and s.app_user_id = u.id
        ) chats on true
        order by u.created_at desc, u.id desc`,
  );
  return rows.map(toAppUser);
}

/** Members trying the widget from Test Deployment are not visitors: lists and counts skip them. */
const NOT_A_TEST = sql`and not u.is_test`;

/** One page of an organization's app users, optionally searched. */
export function listAppUsers(
  db: Executor,
  organizationId: string,
  options: { offset: number; limit: number; search?: string },
): Promise<AppUser[]> {
  return appUsersWithChats(
    db,
    organizationId,
    sql`${NOT_A_TEST} ${searchFilter(options.search)}`,
    options,
  );
}

/** One app user of the organization, shaped as in the list. */
export async function findAppUser(
  db: Executor,
  organizationId: string,
  appUserId: string,
): Promise<AppUser | null> {
  const [user] = await appUsersWithChats(db, organizationId, sql`and u.id = ${appUserId}`, {
    offset: 0,
    limit: 1,
  });
  return user ?? null;
}

/** The app user's id when it belongs to the organization. */
export async function findAppUserId(
  db: Executor,
  organizationId: string,
  appUserId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ id: appUsers.id })
    .from(appUsers)
    .where(and(eq(appUsers.organizationId, organizationId), eq(appUsers.id, appUserId)));
  return row?.id ?? null;
}

export async function countAppUsers(
  db: Executor,
  organizationId: string,
  search?: string,
): Promise<number> {
  const [row] = await queryRows<{ count: number | string }>(
    db,
    sql`select count(*) as count from app_users u
        where u.organization_id = ${organizationId} ${NOT_A_TEST} ${searchFilter(search)}`,
  );
  return Number(row?.count ?? 0);
}

function toAppUser(row: AppUserRow): AppUser {
  return {
    _id: row.id,
    username: row.username,
    email: row.email,
    phonenumber: row.phonenumber,
    disabled: row.disabled,
    agreed_terms: row.agreed_terms,
    user_chat_count: Number(row.user_chat_count),
    created_at: new Date(row.created_at).toISOString(),
    session: row.session,
  };
}
