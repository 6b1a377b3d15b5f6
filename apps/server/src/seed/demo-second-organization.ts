import type { Executor } from '../db/client.js';
import { memberships, organizations } from '../db/schema.js';
import { TRIAL_DAYS } from '../modules/auth/service.js';
import { createPublishedEntry } from '../modules/knowledge/entry-content.js';
import { dateVersionsByTheirEntries } from './demo-knowledge.js';
import { markLastWeeklyReportSent } from './demo-weekly-reports.js';

export const DEMO_SECOND_ORGANIZATION_NAME = 'Lakeside Family Clinic';

/** A small clinic's first answers: enough to tell its knowledge base from the lab's. */
const CLINIC_KNOWLEDGE = [
  {
    title: 'Do you see walk-in patients?',
    content:
      'Yes. Lakeside Family Clinic sees walk-in patients on weekdays from 8 am to 11 am; ' +
      'after that, please book an appointment.',
    tags: ['walk-in', 'hours'],
  },
  {
    title: 'Do you offer flu vaccinations?',
    content: 'Yes, flu shots are given every weekday without an appointment from October to March.',
    tags: ['vaccination', 'flu'],
  },
  {
    title: 'Where is the clinic?',
    content: 'Lakeside Family Clinic is at 14 Shore Road, next to the Lakeside pharmacy.',
    tags: ['address', 'location'],
  },
];

/** The clinic is trying Concierge: it signed up this many days before the first start. */
export const DEMO_SECOND_ORGANIZATION_AGE_DAYS = 5;
const DAY = 24 * 3_600_000;

/**
 * A second organization the demo owner helps run as an admin, on the trial plan (a trial of
 * TRIAL_DAYS from its sign-up, like any), so the header's switcher has a choice and every screen
 * can be seen to follow it. Joined after the lab, which therefore stays the first (default)
 * organization.
 */
export async function seedDemoSecondOrganization(
  db: Executor,
  input: { accountId: string; modifiedBy: string; timeZone: string; now: Date },
): Promise<void> {
  const setUpAt = new Date(input.now.getTime() - DEMO_SECOND_ORGANIZATION_AGE_DAYS * DAY);
  const [organization] = await db
    .insert(organizations)
    .values({
      name: DEMO_SECOND_ORGANIZATION_NAME,
      website: 'https://lakeside-family-clinic.example',
      plan: 'trial',
      trialEndsAt: new Date(setUpAt.getTime() + TRIAL_DAYS * DAY),
      timezone: input.timeZone,
      createdAt: setUpAt,
    })
    .returning({ id: organizations.id });
  if (!organization) throw new Error('second demo organization was not created');
  await db.insert(memberships).values({
    organizationId: organization.id,
    accountId: input.accountId,
    role: 'admin',
    createdAt: setUpAt,
  });
  for (const entry of CLINIC_KNOWLEDGE) {
    await createPublishedEntry(db, {
      ...entry,
      organizationId: organization.id,
      type: 'faq',
      sourceType: 'manual',
      modifiedBy: input.modifiedBy,
      createdAt: setUpAt,
      updatedAt: setUpAt,
    });
  }
  await dateVersionsByTheirEntries(db, organization.id);
  await markLastWeeklyReportSent(db, {
    organizationId: organization.id,
    timeZone: input.timeZone,
    now: input.now,
  });
}
