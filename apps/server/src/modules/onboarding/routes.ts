import {
  ONBOARDING_MAX_FILES,
  ONBOARDING_STEPS,
  onboardingMessages as messages,
} from '@concierge/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createAuthGuard, requireSession } from '../../platform/auth-guard.js';
import type { AppContext } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { resolveTenant } from '../../platform/tenancy.js';
import { OnboardingService } from './service.js';

const tags = ['onboarding'];
const security = [{ bearerAuth: [] }];

/**
 * Any object: the fields are read and checked against ONBOARDING_STEPS by the service, which
 * names a bad field by its label in the wizard's order (a schema here would report it by id).
 */
const submissionBody = z.record(z.string(), z.unknown(), {
  error: 'Send the answers as multipart/form-data or a JSON object',
});

/** SPEC §2 "Onboarding wizard" and §7 POST /auth/onboarding. */
export const onboardingRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const onboarding = new OnboardingService(ctx);
  app.addHook('onRequest', createAuthGuard(ctx));

  app.get(
    '/auth/onboarding-steps',
    {
      schema: {
        tags,
        security,
        summary: 'The five onboarding steps with their fields, options, dependencies and weights',
      },
    },
    async () => ok('OK', ONBOARDING_STEPS),
  );

  app.post(
    '/auth/onboarding',
    {
      schema: {
        tags,
        security,
        summary:
          'Submit every wizard answer, flattened by field id (multipart with files under ' +
          '"knowledge_files", or JSON): sets up the organization, starter knowledge, uploads, ' +
          'crawl and bot, and completes onboarding',
        consumes: ['multipart/form-data', 'application/json'],
        body: submissionBody,
      },
      // One file over the limit still reaches the check, which answers its own message.
      config: { multipartOptions: { limits: { files: ONBOARDING_MAX_FILES + 1 } } },
    },
    async (request) => {
      const data = await onboarding.complete(
        requireSession(request),
        () => resolveTenant(ctx.db, request),
        request.body,
      );
      return { ...ok(messages.completed, data), onboarding: true as const };
    },
  );
};
