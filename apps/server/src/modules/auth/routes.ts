import {
  authMessages,
  changePasswordSchema,
  emailOnlySchema,
  loginSchema,
  resetPasswordSchema,
  signupRequestSchema,
  userInfoUpdateSchema,
  verifyOtpSchema,
} from '@concierge/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createAuthGuard, requireSession } from '../../platform/auth-guard.js';
import type { AppContext } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { resolveTenantIfAny } from '../../platform/tenancy.js';
import { PasswordResetService } from './password-reset-service.js';
import { AuthService } from './service.js';

const tags = ['auth'];
const secured = [{ bearerAuth: [] }];

/** The public half: sign-up, codes, sign-in and password recovery (SPEC §7 auth rows). */
export const publicAuthRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const auth = new AuthService(ctx);
  const passwordReset = new PasswordResetService(ctx);

  app.post(
    '/auth/signup',
    {
      schema: {
        tags,
        summary: 'Create an account and its organization; mails a verification code',
        description:
          'Accepts {name, email, password, confirmPassword, organizationName} or the snake_case shape {full_name, email, password, confirm_password, organization_name}.',
        body: signupRequestSchema,
      },
    },
    async (request) => ok(authMessages.registered, await auth.signup(request.body, request.ip)),
  );

  const verifyEmail = {
    schema: {
      tags,
      summary: 'Verify the e-mail with its code; answers a session',
      body: verifyOtpSchema,
    },
  };
  app.post('/auth/verify-otp', verifyEmail, async (request) =>
    ok(authMessages.otpVerified, await auth.verifyEmail(request.body, request.ip)),
  );
  app.post('/auth/verification-otp', verifyEmail, async (request) =>
    ok(authMessages.otpVerified, await auth.verifyEmail(request.body, request.ip)),
  );

  app.post(
    '/auth/login',
    {
      schema: {
        tags,
        summary: 'Sign in with e-mail and password',
        description:
          'After repeated wrong passwords on the account, signing in also takes the code mailed to it: a call without `otp` answers 401 with `data.codeRequired` and mails the code.',
        body: loginSchema,
      },
    },
    async (request) => ok(authMessages.loggedIn, await auth.login(request.body, request.ip)),
  );

  app.post(
    '/auth/resend-otp',
    {
      schema: {
        tags,
        summary: 'Mail a new verification code (once a minute)',
        body: emailOnlySchema,
      },
    },
    async (request) =>
      ok(authMessages.otpResent, await auth.resendVerification(request.body.email, request.ip)),
  );

  app.post(
    '/auth/forgot-password',
    {
      schema: {
        tags,
        summary: 'Mail a password reset code (once a minute)',
        body: emailOnlySchema,
      },
    },
    async (request) =>
      ok(
        authMessages.resetCodeSent,
        await passwordReset.forgotPassword(request.body.email, request.ip),
      ),
  );

  app.post(
    '/auth/verify-forgot-password-otp',
    {
      schema: {
        tags,
        summary: 'Verify a password reset code; answers the reset token (single use, 15 minutes)',
        body: verifyOtpSchema,
      },
    },
    async (request) =>
      ok(authMessages.otpVerified, await passwordReset.verifyResetCode(request.body, request.ip)),
  );

  app.post(
    '/auth/reset-password',
    {
      schema: {
        tags,
        summary: 'Set a new password with the reset token of a verified code; ends every session',
        body: resetPasswordSchema,
      },
    },
    async (request) => {
      await passwordReset.resetPassword(request.body, request.ip);
      return ok(authMessages.passwordReset, null);
    },
  );
};

/** The signed-in half: the session, the profile and the password. */
export const accountRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const auth = new AuthService(ctx);
  app.addHook('onRequest', createAuthGuard(ctx));

  app.get(
    '/auth/me',
    { schema: { tags, security: secured, summary: 'The signed-in user (SPEC §3 User session)' } },
    async (request) => ok('OK', await auth.currentUser(requireSession(request))),
  );

  app.post(
    '/auth/logout',
    { schema: { tags, security: secured, summary: 'End the token this call is made with' } },
    async (request) => {
      await auth.logout(requireSession(request));
      return ok(authMessages.loggedOut, null);
    },
  );

  app.put(
    '/auth/change-password',
    {
      schema: {
        tags,
        security: secured,
        summary: 'Change the password; ends every older token and answers a new one',
        body: changePasswordSchema,
      },
    },
    async (request) =>
      ok(
        authMessages.passwordUpdated,
        await auth.changePassword(requireSession(request), request.body, request.ip),
      ),
  );

  app.get(
    '/auth/user-info',
    { schema: { tags, security: secured, summary: 'Profile and current organization' } },
    async (request) =>
      ok(
        'OK',
        await auth.userInfo(requireSession(request), await resolveTenantIfAny(ctx.db, request)),
      ),
  );

  app.put(
    '/auth/user-info',
    {
      schema: {
        tags,
        security: secured,
        summary: 'Update full name, phone number and timezone (multipart or JSON)',
        consumes: ['multipart/form-data', 'application/json'],
        body: userInfoUpdateSchema,
      },
    },
    async (request) =>
      ok(
        authMessages.personalInfoUpdated,
        await auth.updateUserInfo(
          requireSession(request),
          await resolveTenantIfAny(ctx.db, request),
          request.body,
        ),
      ),
  );
};
