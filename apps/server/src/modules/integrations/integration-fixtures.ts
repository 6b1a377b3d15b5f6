import type { IntegrationProvider, IntegrationSummary } from '@concierge/shared';
import { sql } from 'drizzle-orm';
import { bearer, envelope, type TestApp } from '../../test/test-app.js';

export const connectIntegration = (
  t: TestApp,
  token: string,
  provider: string,
  payload: Record<string, unknown>,
) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/integrations/${provider}`,
    headers: bearer(token),
    payload,
  });

export const disconnectIntegration = (t: TestApp, token: string, provider: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/integrations/${provider}`, headers: bearer(token) });

export const testIntegration = (t: TestApp, token: string, provider: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/integrations/${provider}/test`,
    headers: bearer(token),
  });

export async function listIntegrations(t: TestApp, token: string): Promise<IntegrationSummary[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/integrations',
    headers: bearer(token),
  });
  if (response.statusCode !== 200) throw new Error(`list failed: ${response.body}`);
  return envelope<IntegrationSummary[]>(response).data;
}

export async function integrationOf(
  t: TestApp,
  token: string,
  provider: IntegrationProvider,
): Promise<IntegrationSummary> {
  const found = (await listIntegrations(t, token)).find((item) => item.provider === provider);
  if (!found) throw new Error(`no ${provider} in the list`);
  return found;
}

/** Makes the deliveries waiting for their backoff due now, and runs them. */
export async function retryDueDeliveries(t: TestApp): Promise<void> {
  await t.ctx.db.execute(
    sql`UPDATE jobs SET run_at = now() WHERE status = 'queued' AND type = 'integrations.deliver'`,
  );
  await t.ctx.worker.drain();
}
