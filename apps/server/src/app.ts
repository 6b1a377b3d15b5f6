import { randomUUID } from 'node:crypto';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { analyticsRoutes } from './modules/analytics/routes.js';
import { apiKeyRoutes } from './modules/api-keys/routes.js';
import { appUserRoutes } from './modules/app-users/routes.js';
import { billingRoutes } from './modules/billing/routes.js';
import { accountRoutes, publicAuthRoutes } from './modules/auth/routes.js';
import { chatbotRoutes } from './modules/chatbot/routes.js';
import { conversationRoutes } from './modules/conversations/routes.js';
import { crawlRoutes } from './modules/crawler/routes.js';
import { formDefinitionRoutes } from './modules/forms/definition-routes.js';
import { formRoutes } from './modules/forms/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { helpRoutes } from './modules/help/routes.js';
import { integrationRoutes } from './modules/integrations/routes.js';
import { knowledgeRoutes } from './modules/knowledge/routes.js';
import { liveChatRoutes } from './modules/live-chat/routes.js';
import { notificationRoutes } from './modules/notifications/routes.js';
import { onboardingRoutes } from './modules/onboarding/routes.js';
import { operatorPlanRoutes } from './modules/operator/plan-routes.js';
import { operatorStatsRoutes } from './modules/operator/stats-routes.js';
import { operatorTenantRoutes } from './modules/operator/tenant-routes.js';
import { operatorTicketRoutes } from './modules/operator/ticket-routes.js';
import { organizationRoutes } from './modules/organizations/routes.js';
import { publicChatRoutes } from './modules/public-chat/routes.js';
import { testVisitRoutes } from './modules/public-chat/test-visit-routes.js';
import { teamRoutes } from './modules/team/routes.js';
import { createAppContext, type AppContext } from './platform/context.js';
import type { FileStore } from './platform/files/file-store.js';
import type { Embedder } from './modules/embeddings/embedder.js';
import { registerErrorHandling, sendNotFound } from './platform/error-handler.js';
import { registerJobHandlers } from './platform/jobs/handlers.js';
import { answerFrameworkError } from './platform/framework-errors.js';
import { withoutCredentials } from './platform/log-redaction.js';
import type { Mailer } from './platform/mail/mailer.js';
import { registerOpenApi } from './platform/openapi.js';
import { registerRequestStats } from './platform/request-stats.js';
import { registerWebApp } from './platform/web-app.js';
import { registerWidgetAssets } from './platform/widget-assets.js';

export interface AppDependencies {
  config: Config;
  db: Database;
  jwtSecret: string;
  /** Defaults to SMTP_URL's server, or the log when unset. Tests pass a catcher. */
  mailer?: Mailer;
  /** Defaults to DATA_DIR/uploads. */
  files?: FileStore;
  /** Defaults to the configured model (create-embedder.ts); API tests lend theirs one model. */
  embedder?: Embedder;
  /** The PostgreSQL server `db` runs on (defaults to DATABASE_URL); unset on PGlite. */
  databaseUrl?: string;
  logger?: FastifyServerOptions['logger'];
  /** Serve the built React app (off for API tests). */
  serveWebApp?: boolean;
}

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
}

/** Builds the whole HTTP app without listening; main.ts listens, tests inject. */
export async function buildApp(deps: AppDependencies): Promise<BuiltApp> {
  const { config } = deps;
  const app = Fastify({
    logger: withoutCredentials(deps.logger ?? { level: config.logLevel }),
    genReqId: () => randomUUID(),
    requestIdHeader: 'x-request-id',
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('session', null);
  registerErrorHandling(app, { uploadMaxBytes: config.uploadMaxBytes });
  const requestStats = registerRequestStats(app);

  const ctx = createAppContext({
    config,
    db: deps.db,
    jwtSecret: deps.jwtSecret,
    log: app.log,
    files: deps.files,
    embedder: deps.embedder,
    databaseUrl: deps.databaseUrl ?? config.databaseUrl,
  });
  registerJobHandlers(ctx, deps.mailer);

  // The dashboard's policy: only its own bundled scripts run (no inline script, no plugins), and
  // no other site may frame it. The widget is a script on the customer's page, so this header on
  // /widget.js does not constrain it; /widget-preview sends its own policy.
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'script-src-attr': ["'none'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'https:'],
        'connect-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
  });
  await app.register(fastifyMultipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: config.uploadMaxBytes, files: 10, fields: 100 },
    // Keep the file's name with its bytes; the route's zod schema checks both.
    async onFile(part) {
      (part as { value?: unknown }).value = {
        filename: part.filename,
        data: await part.toBuffer(),
      };
    },
  });
  await registerOpenApi(app);

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { ctx });
      await api.register(publicAuthRoutes, { ctx });
      await api.register(accountRoutes, { ctx });
      await api.register(organizationRoutes, { ctx });
      await api.register(onboardingRoutes, { ctx });
      await api.register(knowledgeRoutes, { ctx });
      await api.register(crawlRoutes, { ctx });
      await api.register(chatbotRoutes, { ctx });
      await api.register(publicChatRoutes, { ctx });
      await api.register(testVisitRoutes, { ctx });
      await api.register(liveChatRoutes, { ctx });
      await api.register(appUserRoutes, { ctx });
      await api.register(formRoutes, { ctx });
      await api.register(formDefinitionRoutes, { ctx });
      await api.register(analyticsRoutes, { ctx });
      await api.register(conversationRoutes, { ctx });
      await api.register(teamRoutes, { ctx });
      await api.register(billingRoutes, { ctx });
      await api.register(notificationRoutes, { ctx });
      await api.register(apiKeyRoutes, { ctx });
      await api.register(integrationRoutes, { ctx });
      await api.register(helpRoutes, { ctx });
      await api.register(operatorStatsRoutes, { ctx, requestStats });
      await api.register(operatorTenantRoutes, { ctx });
      await api.register(operatorPlanRoutes, { ctx });
      await api.register(operatorTicketRoutes, { ctx });
    },
    { prefix: '/api' },
  );

  await registerWidgetAssets(app);
  if (deps.serveWebApp ?? true) await registerWebApp(app);
  else app.setNotFoundHandler(sendNotFound);

  app.addHook('onClose', async () => {
    await ctx.worker.stop();
    await ctx.live.close();
    // After the worker: a running embed job finishes (or fails) before its thread goes.
    await ctx.embedder.close?.();
  });
  return { app, ctx };
}
