import {
  notificationMessages,
  type NotificationList,
  type NotificationPreferences,
  type NotificationPreferencesInput,
} from '@concierge/shared';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { isUuid } from '../../platform/ids.js';
import { ORGANIZATION_NOT_FOUND } from '../../platform/tenancy.js';
import * as queries from './queries.js';
import type { Recipient } from './queries.js';

/** The bell and the SPEC §2 toggles of the signed-in member; every role has its own. */
export class NotificationService {
  constructor(private readonly ctx: AppContext) {}

  async list(recipient: Recipient): Promise<NotificationList> {
    const rows = await queries.listNewest(this.ctx.db, recipient);
    return {
      items: rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        title: row.title,
        body: row.body,
        link: row.link,
        createdAt: row.createdAt.toISOString(),
        readAt: row.readAt?.toISOString() ?? null,
      })),
      unread: await queries.countUnread(this.ctx.db, recipient),
    };
  }

  /** Another member's or an unknown id is "not found", whatever its shape. */
  async markRead(recipient: Recipient, id: string): Promise<{ unread: number }> {
    if (!isUuid(id) || !(await queries.markRead(this.ctx.db, recipient, id))) {
      throw notFound(notificationMessages.notificationNotFound);
    }
    return { unread: await queries.countUnread(this.ctx.db, recipient) };
  }

  async markAllRead(recipient: Recipient): Promise<{ unread: number }> {
    await queries.markAllRead(this.ctx.db, recipient);
    return { unread: 0 };
  }

  async preferences(recipient: Recipient): Promise<NotificationPreferences> {
    const found = await queries.findPreferences(this.ctx.db, recipient);
    if (!found) throw notFound(ORGANIZATION_NOT_FOUND);
    return found;
  }

  async updatePreferences(
    recipient: Recipient,
    input: NotificationPreferencesInput,
  ): Promise<NotificationPreferences> {
    const saved = await queries.updatePreferences(this.ctx.db, recipient, input);
    if (!saved) throw notFound(ORGANIZATION_NOT_FOUND);
    return saved;
  }
}
