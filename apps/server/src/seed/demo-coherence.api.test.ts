import {
  ORGANIZATION_HEADER,
  type CrawlConfig,
  type KnowledgeEntryPage,
  type OrganizationSummary,
  type TeamOverview,
} from '@concierge/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.js';
import { TRIAL_DAYS } from '../modules/auth/service.js';
import { queueWeeklyReports } from '../modules/notifications/queue-weekly-reports.js';
import { bearer, createTestApp, envelope, type TestApp } from '../test/test-app.js';
import { DEMO_ORGANIZATION_NAME, DEMO_OWNER_EMAIL, seedDemo } from './demo.js';
import { DEMO_SECOND_ORGANIZATION_NAME } from './demo-second-organization.js';

const PASSWORD = 'Demo-Passw0rd!';
const DAY = 24 * 3_600_000;
const NOW = new Date('2025-03-14T15:00:00Z');

/** Issue 21: what the demo shows on one screen agrees with what it shows on another. */
describe('the demo data', () => {
  let t: TestApp;
  let token: string;
  let lab: OrganizationSummary;
  let clinic: OrganizationSummary;

  const get = async <T>(url: string, organization: OrganizationSummary) =>
    envelope<T>(
      await t.app.inject({
        method: 'GET',
        url,
        headers: { ...bearer(token), [ORGANIZATION_HEADER]: organization.id },
      }),
    ).data;
  const createdAtOf = async (organization: OrganizationSummary) => {
    const [row] = await queryRows<{ created_at: Date | string }>(
      t.ctx.db,
      sql`select created_at from organizations where id = ${organization.id}`,
    );
    return new Date(row?.created_at ?? 0);
  };

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.ctx.db, { owner: PASSWORD, operator: PASSWORD }, false, NOW);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO_OWNER_EMAIL, password: PASSWORD },
    });
    token = envelope<{ token: string }>(login).data.token;
    const organizations = envelope<OrganizationSummary[]>(
      await t.app.inject({ method: 'GET', url: '/api/auth/organizations', headers: bearer(token) }),
    ).data;
    const byName = (name: string) =>
      organizations.find((organization) => organization.name === name);
    lab = byName(DEMO_ORGANIZATION_NAME) as OrganizationSummary;
    clinic = byName(DEMO_SECOND_ORGANIZATION_NAME) as OrganizationSummary;
    expect(lab && clinic).toBeTruthy();
  });
  afterAll(() => t.close());

  it('shows every Website Content entry under the crawl settings that fetched it', async () => {
    const website = await get<KnowledgeEntryPage>('/api/knowledge/entries?type=website', lab);
    const crawls = await get<CrawlConfig[]>('/api/knowledge/crawls', lab);
    expect(website.entries.length).toBeGreaterThan(0);
    expect(website.summary.counts.crawls).toBe(crawls.length);
    for (const entry of website.entries) {
      const crawl = crawls.find((config) =>
        config.scope === 'page'
          ? config.url === entry.source.url
          : entry.source.url?.startsWith(config.url),
      );
      expect(crawl, `crawl settings of ${entry.source.url}`).toBeDefined();
      expect(entry.source).toMatchObject({
        type: 'crawl',
        lastCrawled: crawl?.lastCrawled,
        crawlScope: crawl?.scope,
        crawlFrequency: crawl?.frequency,
      });
    }
    const pages = crawls.reduce((sum, config) => sum + config.pagesProcessed, 0);
    expect(pages).toBe(website.entries.length);
  });

  it('has knowledge that speaks of the lab itself: its name, and no address but its own', async () => {
    const all = await get<KnowledgeEntryPage>('/api/knowledge/entries?limit=100', lab);
    const text = all.entries.map((entry) => `${entry.title}\n${entry.content}`).join('\n');
    const domains = new Set(
      [
        ...text.toLowerCase().matchAll(/\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|example)\b/g),
      ].map(([domain]) => domain),
    );
    expect([...domains]).toEqual(['riverside-diagnostics.example']);
    const about = all.entries.find((entry) => entry.type === 'website');
    expect(about?.content).toContain(DEMO_ORGANIZATION_NAME);
  });

  it('dates the lab a month back, its owner joined with it, and its knowledge before its chats', async () => {
    const createdAt = await createdAtOf(lab);
    const [firstChat] = await queryRows<{ started_at: Date | string }>(
      t.ctx.db,
      sql`select min(started_at) as started_at from chat_sessions
          where organization_id = ${lab.id}`,
    );
    expect(createdAt.getTime()).toBeLessThan(new Date(firstChat?.started_at ?? 0).getTime());
    expect(NOW.getTime() - createdAt.getTime()).toBeGreaterThan(28 * DAY);

    const team = await get<TeamOverview>('/api/team', lab);
    const owner = team.members.find((member) => member.role === 'owner');
    expect(owner?.email).toBe(DEMO_OWNER_EMAIL);
    expect(Math.abs(new Date(owner?.joinedAt ?? 0).getTime() - createdAt.getTime())).toBeLessThan(
      DAY,
    );

    const knowledge = await get<KnowledgeEntryPage>('/api/knowledge/entries?limit=100', lab);
    for (const entry of knowledge.entries) {
      expect(new Date(entry.lastModified).getTime()).toBeLessThan(
        new Date(firstChat?.started_at ?? 0).getTime(),
      );
    }
  });

  it('runs the clinic’s trial from its sign-up, with its members joined since', async () => {
    expect(clinic.plan).toBe('trial');
    const createdAt = await createdAtOf(clinic);
    expect(createdAt.getTime()).toBeGreaterThan((await createdAtOf(lab)).getTime());
    expect(new Date(clinic.trialEndsAt ?? 0).getTime()).toBe(
      createdAt.getTime() + TRIAL_DAYS * DAY,
    );
    expect(new Date(clinic.trialEndsAt ?? 0).getTime()).toBeGreaterThan(NOW.getTime());

    const team = await get<TeamOverview>('/api/team', clinic);
    for (const member of team.members) {
      const joinedAt = new Date(member.joinedAt).getTime();
      expect(joinedAt).toBeGreaterThanOrEqual(createdAt.getTime());
      expect(joinedAt).toBeLessThanOrEqual(NOW.getTime());
    }
  });

  it('has sent last week’s reports already: the first start mails nobody', async () => {
    expect(await queueWeeklyReports(t.ctx, NOW)).toBe(0);
    // The next Monday morning, the week since is reported as usual.
    expect(await queueWeeklyReports(t.ctx, new Date(NOW.getTime() + 4 * DAY))).toBe(2);
  });
});
