import { createHmac, randomBytes } from 'node:crypto';

/** A Zapier integration's key for signing its deliveries. */
export function newSigningSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/**
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`: the time is signed too, so a
 * receiver can refuse an old delivery replayed at it.
 */
export function signatureHeader(secret: string, rawBody: string, now = new Date()): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  const digest = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
  return `t=${timestamp},v1=${digest}`;
}
