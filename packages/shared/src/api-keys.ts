/**
 * Issue 7 "API keys": one production and one development key per organization. A key is shown in
 * full once, when it is created or regenerated; afterwards only its prefix and last four
 * characters. It authenticates the read-only integration API (`/api/v1/…`) as its organization.
 */
export const API_KEY_ENVIRONMENTS = ['production', 'development'] as const;
export type ApiKeyEnvironment = (typeof API_KEY_ENVIRONMENTS)[number];

/** The visible start of a key of each environment (the rest is 32 random bytes, base64url). */
export const API_KEY_PREFIXES: Record<ApiKeyEnvironment, string> = {
  production: 'ck_live_',
  development: 'ck_test_',
};

/** GET /api-keys `data` item: a key as the list shows it, never in full. */
export interface ApiKeySummary {
  environment: ApiKeyEnvironment;
  /** Null when the organization has no key of this environment yet. */
  key: null | {
    id: string;
    /** e.g. "ck_live_••••••••3f9a" */
    masked: string;
    createdAt: string;
    createdBy: string;
    lastUsedAt: string | null;
  };
}

/** POST /api-keys/:environment/regenerate `data`: the new key in full, this once. */
export interface CreatedApiKey {
  environment: ApiKeyEnvironment;
  id: string;
  /** The whole key: shown once, never stored. */
  secret: string;
  masked: string;
  createdAt: string;
}

export function maskApiKey(prefix: string, last4: string): string {
  return `${prefix}••••••••${last4}`;
}

export const apiKeyMessages = {
  created: (environment: ApiKeyEnvironment) =>
    `${environment === 'production' ? 'Production' : 'Development'} key created. Copy it now: it will not be shown again.`,
  invalidKey: 'Invalid or revoked API key',
  unknownEnvironment: 'Choose production or development',
  tooManyRequests: 'Too many requests with this API key. Please slow down and try again shortly.',
} as const;
