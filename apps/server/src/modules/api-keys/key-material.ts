import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_PREFIXES, type ApiKeyEnvironment } from '@concierge/shared';

/** Random bytes after the prefix: 32 bytes, 43 base64url characters. */
const KEY_BYTES = 32;

/** What is stored of a key is its hash: a leaked table does not leak a working key. */
export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');

export function newApiKey(environment: ApiKeyEnvironment) {
  const prefix = API_KEY_PREFIXES[environment];
  const secret = `${prefix}${randomBytes(KEY_BYTES).toString('base64url')}`;
  return { secret, prefix, last4: secret.slice(-4), keyHash: hashApiKey(secret) };
}

/** Whether a bearer token has the shape of one of our keys (checked before any lookup). */
export function looksLikeApiKey(token: string): boolean {
  return Object.values(API_KEY_PREFIXES).some(
    (prefix) => token.startsWith(prefix) && /^[A-Za-z0-9_-]+$/.test(token.slice(prefix.length)),
  );
}
