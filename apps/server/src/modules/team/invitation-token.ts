import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: the part of the invitation link that proves it was mailed. */
export function generateInvitationToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Only this hash is stored. Unlike a six-digit code, a 256-bit token cannot be guessed from its
 * hash, so a plain SHA-256 (no secret key) is enough and survives a change of the JWT secret.
 */
export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
