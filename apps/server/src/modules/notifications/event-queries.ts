import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';

/** The visitor (app user's username) of a session of the organization, or null when it is gone. */
export async function findSessionVisitor(
  db: Executor,
  organizationId: string,
  sessionId: string,
): Promise<string | null> {
  const [row] = await queryRows<{ username: string }>(
    db,
    sql`select u.username from chat_sessions s join app_users u on u.id = s.app_user_id
        where s.organization_id = ${organizationId} and s.id = ${sessionId}`,
  );
  return row?.username ?? null;
}

export interface SubmittedFormSummary {
  category: string;
  formData: Record<string, unknown>;
  username: string;
}

export async function findSubmittedForm(
  db: Executor,
  organizationId: string,
  formId: string,
): Promise<SubmittedFormSummary | null> {
  const [row] = await queryRows<{
    category: string;
    form_data: Record<string, unknown>;
    username: string;
  }>(
    db,
    sql`select f.category, f.form_data, u.username
        from submitted_forms f
        join chat_sessions s on s.id = f.session_id
        join app_users u on u.id = s.app_user_id
        where f.organization_id = ${organizationId} and f.id = ${formId}`,
  );
  return row ? { category: row.category, formData: row.form_data, username: row.username } : null;
}

export interface OrganizationSummary {
  name: string;
  plan: string;
  /** The plan's chats a month; -1 unlimited. */
  chatsLimit: number;
  timezone: string;
}

export async function findOrganization(
  db: Executor,
  organizationId: string,
): Promise<OrganizationSummary | null> {
  const [row] = await queryRows<OrganizationSummary>(
    db,
    sql`select o.name, o.plan, p.chats_limit as "chatsLimit", o.timezone
        from organizations o join plans p on p.id = o.plan
        where o.id = ${organizationId}`,
  );
  return row ?? null;
}
