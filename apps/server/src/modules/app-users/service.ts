import {
  pageCount,
  staffMessages,
  type ChatSession,
  type AppUser,
  type PagingQuery,
  type SessionChats,
  type UserChatsPage,
  type UsersPage,
  type usersQuerySchema,
} from '@concierge/shared';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { isUuid } from '../../platform/ids.js';
import type { Tenant } from '../../platform/tenancy.js';
import * as history from './chat-history-queries.js';
import { toChatSessions } from './chat-history.js';
import { countAppUsers, findAppUser, findAppUserId, listAppUsers } from './queries.js';

export type UsersQuery = z.infer<typeof usersQuerySchema>;

const offsetOf = (query: PagingQuery) => (query.page - 1) * query.limit;

/** SPEC §2 Users and User Details: the organization's visitors and their chat history. */
export class AppUserService {
  constructor(private readonly ctx: AppContext) {}

  async list(tenant: Tenant, query: UsersQuery): Promise<UsersPage> {
    const { organizationId } = tenant;
    const [users, total] = await Promise.all([
      listAppUsers(this.ctx.db, organizationId, {
        offset: offsetOf(query),
        limit: query.limit,
        search: query.search,
      }),
      countAppUsers(this.ctx.db, organizationId, query.search),
    ]);
    return {
      users,
      pagination: { total_pages: pageCount(total, query.limit), total_users: total },
    };
  }

  /** One app user, for User Details opened from a link (no user kept in the tab). */
  async get(tenant: Tenant, appUserId: string): Promise<AppUser> {
    const user = isUuid(appUserId)
      ? await findAppUser(this.ctx.db, tenant.organizationId, appUserId)
      : null;
    if (!user) throw notFound(staffMessages.appUserNotFound);
    return user;
  }

  async userChats(tenant: Tenant, appUserId: string, query: PagingQuery): Promise<UserChatsPage> {
    const { organizationId } = tenant;
    const found = isUuid(appUserId)
      ? await findAppUserId(this.ctx.db, organizationId, appUserId)
      : null;
    if (!found) throw notFound(staffMessages.appUserNotFound);
    const [sessions, total] = await Promise.all([
      history.listUserSessions(this.ctx.db, organizationId, found, {
        offset: offsetOf(query),
        limit: query.limit,
      }),
      history.countUserSessions(this.ctx.db, organizationId, found),
    ]);
    return {
      sessions: await this.withHistory(organizationId, sessions),
      pagination: { total_pages: pageCount(total, query.limit), total_sessions: total },
    };
  }

  /** A submitted form's chat (its session_id), as a list of one. */
  async sessionChats(tenant: Tenant, sessionId: string): Promise<SessionChats> {
    const session = isUuid(sessionId)
      ? await history.findChatSession(this.ctx.db, tenant.organizationId, sessionId)
      : null;
    if (!session) throw notFound(staffMessages.sessionNotFound);
    return { sessions: await this.withHistory(tenant.organizationId, [session]) };
  }

  private async withHistory(
    organizationId: string,
    sessions: history.ChatSessionHead[],
  ): Promise<ChatSession[]> {
    const turns = await history.listTurnsOfSessions(
      this.ctx.db,
      organizationId,
      sessions.map((session) => session.id),
    );
    return toChatSessions(sessions, turns);
  }
}
