import {
  changeRoleSchema,
  invitationSignupSchema,
  inviteMemberSchema,
  teamMessages,
} from '@concierge/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createAuthGuard, requireSession } from '../../platform/auth-guard.js';
import type { AppContext } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { resolveTenant } from '../../platform/tenancy.js';
import { InvitationService } from './invitation-service.js';
import { TeamService } from './service.js';

const tags = ['team'];
const security = [{ bearerAuth: [] }];
const invitationParams = z.object({ id: z.string().max(100) });
const memberParams = z.object({ accountId: z.string().max(100) });
const tokenParams = z.object({ token: z.string().min(1).max(200) });

/** Settings → Team (signed in) and the invitation link's calls (public, rate-limited). */
export const teamRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(teamManagementRoutes, { ctx });
  await app.register(invitationLinkRoutes, { ctx });
};

const teamManagementRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const team = new TeamService(ctx);
  app.addHook('onRequest', createAuthGuard(ctx));
  const tenantOf = (request: FastifyRequest) => resolveTenant(ctx.db, request);

  app.get(
    '/team',
    {
      schema: {
        tags,
        security,
        summary: 'Members, open (pending or expired) invitations and seats of the organization',
      },
    },
    async (request) =>
      ok('OK', await team.overview(await tenantOf(request), requireSession(request))),
  );

  app.post(
    '/team/invitations',
    {
      schema: {
        tags,
        security,
        summary: 'Invite someone by e-mail as viewer, editor or admin (owner or admin)',
        body: inviteMemberSchema,
      },
    },
    async (request) =>
      ok(
        teamMessages.invitationSent,
        await team.invite(await tenantOf(request), requireSession(request), request.body),
      ),
  );

  app.post(
    '/team/invitations/:id/resend',
    {
      schema: {
        tags,
        security,
        summary: 'Mail a new link with a new expiry; the old link stops working (owner or admin)',
        params: invitationParams,
      },
    },
    async (request) =>
      ok(
        teamMessages.invitationResent,
        await team.resend(await tenantOf(request), requireSession(request), request.params.id),
      ),
  );

  app.delete(
    '/team/invitations/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Revoke an invitation; its link stops working (owner or admin)',
        params: invitationParams,
      },
    },
    async (request) => {
      await team.revoke(await tenantOf(request), request.params.id);
      return ok(teamMessages.invitationRevoked, null);
    },
  );

  app.put(
    '/team/members/:accountId',
    {
      schema: {
        tags,
        security,
        summary:
          'Change a member’s role (owner or admin; only an owner makes or changes owners; the last owner stays)',
        params: memberParams,
        body: changeRoleSchema,
      },
    },
    async (request) =>
      ok(
        teamMessages.roleChanged,
        await team.changeRole(
          await tenantOf(request),
          requireSession(request),
          request.params.accountId,
          request.body.role,
        ),
      ),
  );

  app.delete(
    '/team/members/:accountId',
    {
      schema: {
        tags,
        security,
        summary:
          'Remove a member (owner or admin; only an owner removes owners), or leave (own id); the last owner stays',
        params: memberParams,
      },
    },
    async (request) => {
      await team.removeMember(
        await tenantOf(request),
        requireSession(request),
        request.params.accountId,
      );
      return ok(teamMessages.memberRemoved, null);
    },
  );
};

const invitationLinkRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const invitations = new InvitationService(ctx);

  app.get(
    '/invitations/:token',
    {
      schema: {
        tags,
        summary:
          'What an invitation link shows before accepting (404 unknown, revoked or used; 410 expired)',
        params: tokenParams,
      },
    },
    async (request) => ok('OK', await invitations.preview(request.params.token, request.ip)),
  );

  app.post(
    '/invitations/:token/signup',
    {
      schema: {
        tags,
        summary:
          'Accept with a new account for the invited e-mail (verified by the link); answers a session like login',
        params: tokenParams,
        body: invitationSignupSchema,
      },
    },
    async (request) => {
      const { organizationName, session } = await invitations.signup(
        request.params.token,
        request.body,
        request.ip,
      );
      return ok(teamMessages.invitationAccepted(organizationName), session);
    },
  );

  app.post(
    '/invitations/:token/join',
    {
      onRequest: createAuthGuard(ctx),
      schema: {
        tags,
        security,
        summary: 'Accept as the signed-in account, whose e-mail must be the invited one',
        params: tokenParams,
      },
    },
    async (request) => {
      const { organizationId, organizationName } = await invitations.join(
        request.params.token,
        requireSession(request),
        request.ip,
      );
      return ok(teamMessages.invitationAccepted(organizationName), { organizationId });
    },
  );
};
