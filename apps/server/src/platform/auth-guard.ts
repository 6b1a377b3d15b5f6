import type { FastifyRequest } from 'fastify';
import { authMessages } from '@concierge/shared';
import { and, eq, lt, or, isNull, sql } from 'drizzle-orm';
import { accounts, revokedTokens } from '../db/schema.js';
import type { AppContext } from './context.js';
import { unauthorized } from './errors.js';
import type { TokenClaims } from './tokens.js';

export type Account = typeof accounts.$inferSelect;

export interface Session {
  account: Account;
  claims: TokenClaims;
}

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
  }
}

/** How often last-active is written at most, so reads do not turn into writes. */
const LAST_ACTIVE_RESOLUTION_SECONDS = 300;

/**
 * An onRequest hook for routes that need a signed-in account: a valid bearer token whose account
 * exists, whose version matches (no password change since) and which was not logged out.
 */
export function createAuthGuard(ctx: AppContext) {
  return async function authenticate(request: FastifyRequest): Promise<void> {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw unauthorized(authMessages.notAuthenticated);
    const claims = await ctx.tokens.read(token);
    if (!claims) throw unauthorized(authMessages.sessionExpired);

    const [row] = await ctx.db
      .select({
        account: accounts,
        revoked: sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${claims.jti})`,
      })
      .from(accounts)
      .where(eq(accounts.id, claims.accountId));
    if (!row || row.revoked || row.account.tokenVersion !== claims.tokenVersion) {
      throw unauthorized(authMessages.sessionExpired);
    }
    request.session = { account: row.account, claims };
    const lastActive = row.account.lastActiveAt?.getTime() ?? 0;
    if (Date.now() - lastActive > LAST_ACTIVE_RESOLUTION_SECONDS * 1000) {
      await touchLastActive(ctx, row.account.id);
    }
  };
}

export function requireSession(request: FastifyRequest): Session {
  if (!request.session) throw unauthorized(authMessages.notAuthenticated);
  return request.session;
}

/** The token of an `Authorization: Bearer …` header, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

async function touchLastActive(ctx: AppContext, accountId: string): Promise<void> {
  await ctx.db
    .update(accounts)
    .set({ lastActiveAt: new Date() })
    .where(
      and(
        eq(accounts.id, accountId),
        or(
          isNull(accounts.lastActiveAt),
          lt(
            accounts.lastActiveAt,
            sql`now() - make_interval(secs => ${LAST_ACTIVE_RESOLUTION_SECONDS})`,
          ),
        ),
      ),
    );
}
