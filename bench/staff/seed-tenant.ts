import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../apps/server/src/db/client.js';
import { organizations } from '../../apps/server/src/db/schema.js';

export interface TenantSize {
  appUsers: number;
  chatSessions: number;
  turnsPerSession: number;
  submittedForms: number;
}

/** Ten visitor messages with the engine's kinds of reply, cycled through every session. */
const MESSAGES = sql`(values
  (0, 'hi', '"Hello! How can I help you today?"'::jsonb, 1.0, 'greeting', ''),
  (1, 'what time do you open', '"Our main lab is open Monday to Friday from 7:00 am to 8:00 pm."'::jsonb, 0.82, 'question', 'open time'),
  (2, 'do you take insurance', '"We work with most major insurers, including BlueCross, Aetna and Cigna."'::jsonb, 0.77, 'question', 'insurance take'),
  (3, 'cbc price', '"A complete blood count (CBC) costs $15."'::jsonb, 0.9, 'question', 'cbc price'),
  (4, 'is home collection free', '"Home collection costs $10 per visit."'::jsonb, 0.71, 'question', 'collection free home'),
  (5, 'how long do reports take', '"Most routine results are ready within 24 hours."'::jsonb, 0.66, 'question', 'long report take'),
  (6, 'do you do dna paternity tests', '"I''m not sure about that yet."'::jsonb, 0.12, 'fallback', 'dna paternity test'),
  (7, 'can you test my dog', '"I''m not sure about that yet."'::jsonb, 0.08, 'fallback', 'dog test'),
  (8, 'I want to book an appointment', '{"action":"show_form","category":"Appointments","formConfig":{"title":"Book an Appointment","fields":[{"label":"Full Name","required":true},{"label":"Email","required":true}],"submitButton":{"text":"Confirm Appointment","style":"primary"}}}'::jsonb, 0.9, 'Appointments', 'appointment book'),
  (9, 'thanks', '"You''re welcome!"'::jsonb, 1.0, 'thanks', '')
) as m(n, user_text, assistant, confidence, intent, question_key)`;

/**
 * One organization of `size`, with set-based SQL (INSERT … SELECT over generate_series): app
 * users, sessions over the last 30 days each with its turns, and forms of every category and
 * status. Answers the organization's id.
 */
export async function seedTenant(db: Database, name: string, size: TenantSize): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select setseed(0.42)`);
    // The rows are consistent by construction: skip the per-row foreign-key checks when allowed.
    const [role] = await queryRows<{ rolsuper: boolean }>(
      tx,
      sql`select rolsuper from pg_roles where rolname = current_user`,
    );
    if (role?.rolsuper) await tx.execute(sql`set local session_replication_role = replica`);
    const [organization] = await tx
      .insert(organizations)
      .values({ name, plan: 'professional' })
      .returning({ id: organizations.id });
    if (!organization) throw new Error('no organization');
    const org = organization.id;

    await tx.execute(sql`
      insert into app_users (organization_id, username, email, phonenumber, disabled, agreed_terms, created_at)
      select ${org}, 'Visitor ' || g,
        case when g % 8 = 0 then null else 'visitor' || g || '@example.com' end,
        case when g % 5 = 0 then null else '+1 (212) 555-01' || lpad((g % 100)::text, 2, '0') end,
        g % 40 = 0, g % 9 <> 0, now() - random() * interval '30 days'
      from generate_series(1, ${size.appUsers}::int) g`);

    const turns = size.turnsPerSession;
    await tx.execute(sql`
      with visitor as (
        select id, row_number() over (order by id) - 1 as n from app_users where organization_id = ${org}
      ), session as (
        select g, now() - random() * interval '30 days' as started from generate_series(1, ${size.chatSessions}::int) g
      )
      insert into chat_sessions (organization_id, app_user_id, visitor_token_hash, origin, started_at,
        initiated_at, last_updated, ended_at, message_count)
      select ${org}, visitor.id, md5(${org}::text || g::text), 'https://bench.example', started,
        started + interval '10 seconds',
        started + (${turns}::int * 50 + 60) * interval '1 second',
        case when g % 7 = 0 then null else started + (${turns}::int * 50 + 60) * interval '1 second' end,
        ${turns}::int
      from session join visitor on visitor.n = (g::bigint * 7919) % ${size.appUsers}::int`);

    await tx.execute(sql`
      insert into chat_turns (organization_id, session_id, user_text, assistant, confidence, intent,
        feedback, question_key, created_at)
      select ${org}, s.id, m.user_text, m.assistant, m.confidence, m.intent,
        case (random() * 50)::int when 0 then 'dislike' when 1 then 'like' when 2 then 'like' when 3 then 'like' end,
        nullif(m.question_key, ''), s.started_at + (10 + k * 50) * interval '1 second'
      from (select id, started_at, row_number() over () as rn from chat_sessions where organization_id = ${org}) s
      cross join generate_series(0, ${turns - 1}::int) k
      join ${MESSAGES} on m.n = (s.rn * 3 + k) % 10`);

    // Two forms for every five sessions: forms / sessions = 100,000 / 250,000 at full size.
    await tx.execute(sql`
      insert into submitted_forms (organization_id, session_id, form_id, category, form_key, form_data, status, submitted_at)
      select ${org}, s.id, 'form_' || s.rn,
        (array['Appointments', 'Home Collection', 'Complaints/Feedback', 'General Inquiry', 'Test Report'])[1 + s.rn % 5],
        (array['appointments', 'home_collection', 'complaints_feedback', 'general_inquiry', 'test_report'])[1 + s.rn % 5],
        jsonb_build_object('full_name', 'Visitor ' || s.rn, 'email', 'visitor' || s.rn || '@example.com',
          'phone_number', '+1 (212) 555-0100', 'preferred_date', to_char(s.started_at + interval '3 days', 'YYYY-MM-DD'),
          'message', 'Please call me back about my booking.'),
        (array['True', 'False', null])[1 + (s.rn / 5) % 3],
        s.started_at + interval '2 minutes'
      from (select id, started_at, row_number() over () as rn from chat_sessions where organization_id = ${org}) s
      where s.rn % 5 in (1, 3) and s.rn <= ${Math.ceil((size.submittedForms * 5) / 2)}::int`);
    return org;
  });
}
