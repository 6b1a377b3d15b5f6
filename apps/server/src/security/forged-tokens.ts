import { randomUUID } from 'node:crypto';
import { decodeJwt, SignJWT } from 'jose';

/**
 * The same account's token, correctly signed with the app's secret, but expired an hour ago: the
 * app must refuse it exactly like no token.
 */
export async function expiredTokenLike(token: string, jwtSecret: string): Promise<string> {
  const claims = decodeJwt(token);
  const anHourAgo = Math.floor(Date.now() / 1000) - 3600;
  return new SignJWT({ ver: claims.ver })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.sub))
    .setJti(randomUUID())
    .setIssuedAt(anHourAgo - 3600)
    .setExpirationTime(anHourAgo)
    .sign(new TextEncoder().encode(jwtSecret));
}
