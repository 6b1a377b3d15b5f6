import {
  addCrawlSchema,
  onboardingMessages as messages,
  WEBSITE_SOURCE,
  type OnboardingResult,
} from '@concierge/shared';
import type { Session } from '../../platform/auth-guard.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, conflict, notFound } from '../../platform/errors.js';
import { ORGANIZATION_NOT_FOUND, requirePermission, type Tenant } from '../../platform/tenancy.js';
import * as chatbotQueries from '../chatbot/queries.js';
import { addressPolicyFor, vetUrlAddress } from '../crawler/address-policy.js';
import { UnsafeAddressError } from '../crawler/errors.js';
import { CrawlConfigService } from '../crawler/service.js';
import { provideIndustryForms } from '../forms/definition-service.js';
import { forgetOrganizationForms } from '../forms/organization-forms.js';
import { industryOrOther } from '../forms/templates/index.js';
import { createPublishedEntry } from '../knowledge/entry-content.js';
import { acceptUploads } from '../knowledge/uploads.js';
import { updateOrganization } from '../organizations/queries.js';
import { flagOf, listOf, textOf } from './answer-values.js';
import { botSettingsFromAnswers } from './bot-settings-from-answers.js';
import { knowledgeFromAnswers } from './knowledge-from-answers.js';
import * as queries from './queries.js';
import { readSubmission, type OnboardingSubmission } from './read-submission.js';

/** SPEC §2 "Onboarding wizard": the last step submits every answer, and the workspace is set up. */
export class OnboardingService {
  constructor(private readonly ctx: AppContext) {}

  /**
   * Checks everything first, then applies every effect in one transaction: the organization, the
   * answers, the industry's forms, the starter entries, the bot, the uploads' entries and jobs, the
   * crawl, and the account's flag, so a failure leaves nothing behind and the person can simply
   * submit again. Only the uploaded bytes are written outside it (an orphan file is harmless).
   */
  async complete(
    session: Session,
    tenantOf: () => Promise<Tenant>,
    body: unknown,
  ): Promise<OnboardingResult> {
    if (session.account.onboardingCompleted) throw conflict(messages.alreadyCompleted);
    const tenant = await tenantOf();
    requirePermission(tenant, 'manageOrganization');
    const submission = readSubmission(body);
    const crawlUrl = await this.crawlTarget(submission);

    const result = await this.ctx.db.transaction(async (tx) => {
      if (!(await queries.claimOnboarding(tx, session.account.id))) {
        throw conflict(messages.alreadyCompleted);
      }
      const scoped: AppContext = { ...this.ctx, db: tx };
      const { answers, files } = submission;
      const organization = await updateOrganization(tx, tenant.organizationId, {
        name: textOf(answers, 'business_name'),
        website: textOf(answers, 'website'),
      });
      if (!organization) throw notFound(ORGANIZATION_NOT_FOUND);
      await queries.saveAnswers(tx, {
        organizationId: tenant.organizationId,
        submittedBy: session.account.id,
        answers,
      });
      // Forms someone already made (or a second submission's) are kept.
      await provideIndustryForms(
        tx,
        tenant.organizationId,
        industryOrOther(textOf(answers, 'industry')),
      );

      const starter = flagOf(answers, 'generate_kb') ? knowledgeFromAnswers(answers) : [];
      for (const entry of starter) {
        await createPublishedEntry(tx, {
          ...entry,
          organizationId: tenant.organizationId,
          type: 'faq',
          sourceType: 'manual',
          modifiedBy: session.account.name,
        });
      }

      let botId: string | null = null;
      if (flagOf(answers, 'setup_widget')) {
        const bot = await chatbotQueries.ensureChatbotSettings(tx, tenant.organizationId);
        await chatbotQueries.updateChatbotSettings(
          tx,
          bot.id,
          botSettingsFromAnswers(answers, bot),
        );
        botId = bot.id;
      }

      // Sending the wizard again with the same document replaces it rather than failing.
      const uploaded =
        files.length > 0
          ? await acceptUploads(scoped, tenant, session, files, { replace: true })
          : [];
      const crawled = crawlUrl ? await this.queueCrawl(scoped, tenant, crawlUrl, answers) : null;

      return {
        onboarding: true as const,
        organization: { id: tenant.organizationId, ...organization },
        generatedEntries: starter.length,
        queuedFiles: uploaded.length,
        crawlUrl: crawled,
        botId,
      };
    });
    forgetOrganizationForms(tenant.organizationId);
    this.ctx.worker.kick();
    return result;
  }

  /**
   * The website to crawl when it is a knowledge source, or null when the crawler may not reach it
   * (a private address without CRAWLER_ALLOW_PRIVATE_NETWORKS): that must not stop the onboarding.
   * An address that does not resolve now is still queued; the crawl reports why it failed.
   */
  private async crawlTarget({ answers }: OnboardingSubmission): Promise<string | null> {
    const website = textOf(answers, 'website');
    if (!website || !listOf(answers, 'knowledge_sources').includes(WEBSITE_SOURCE)) return null;
    try {
      await vetUrlAddress(
        new URL(website),
        addressPolicyFor(this.ctx.config.crawler.allowPrivateNetworks),
      );
    } catch (error) {
      if (error instanceof UnsafeAddressError) return null;
    }
    return website;
  }

  /** Adds the site to the crawl settings; one already there is kept as it is. */
  private async queueCrawl(
    scoped: AppContext,
    tenant: Tenant,
    url: string,
    answers: OnboardingSubmission['answers'],
  ): Promise<string> {
    const input = addCrawlSchema.parse({
      url,
      scope: 'site',
      frequency: textOf(answers, 'update_frequency').toLowerCase() || undefined,
    });
    try {
      return (await new CrawlConfigService(scoped).add(tenant, input)).url;
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 409) return new URL(url).toString();
      throw error;
    }
  }
}
