import type { ApiKeySummary } from '@concierge/shared';
import { describe, expect, it } from 'vitest';
import { bearer, envelope, signUpVerified } from '../test/test-app.js';
import { issueApiKey, type SecuritySuite } from './security-suite.js';

const NEW_PASSWORD = 'N3w-Secret!';

/**
 * The two flows in which a secret is handed to a person once: a password reset code, mailed and
 * never answered (its reset token is answered once, by the code's check), and an integration API key, answered in full by the call that creates it and
 * masked everywhere after. The final leak check of the run covers every later answer as well.
 */
export function describeSecretsShownOnce(suite: SecuritySuite) {
  describe('secrets shown once', () => {
    it('mails a password reset code and shows neither it nor the new password in any answer or log line', async () => {
      const { t, watch } = suite;
      const email = 'resets@tenant-c.example';
      await signUpVerified(t, email, 'Tenant c');
      watch.add('the new password', NEW_PASSWORD);
      const post = async (path: string, payload: object) => {
        const response = await t.app.inject({ method: 'POST', url: `/api/auth/${path}`, payload });
        expect(response.statusCode, response.body).toBe(200);
        return response;
      };

      watch.record('POST /api/auth/forgot-password', await post('forgot-password', { email }));
      const code = await t.lastCodeFor(email);
      expect(t.mailbox.at(-1)?.subject).toContain('password reset code');
      watch.add('the password reset code', code);
      const verified = await post('verify-forgot-password-otp', { email, otp: code });
      const resetToken = envelope<{ reset_token: string }>(verified).data.reset_token;
      watch.record('POST /api/auth/verify-forgot-password-otp', verified, resetToken);
      const reset = {
        email,
        password: NEW_PASSWORD,
        confirm_password: NEW_PASSWORD,
        reset_token: resetToken,
      };
      watch.record('POST /api/auth/reset-password', await post('reset-password', reset));
      const login = await post('login', { email, password: NEW_PASSWORD });
      const token = envelope<{ token: string }>(login).data.token;
      watch.record('POST /api/auth/login', login, token);
      const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
      expect(me.statusCode, me.body).toBe(200);
      watch.record('GET /api/auth/me after a reset', me);

      expect(watch.sightings(code)).toEqual([]);
      expect(watch.sightings(resetToken)).toEqual(['POST /api/auth/verify-forgot-password-otp']);
      expect(watch.sightings(NEW_PASSWORD)).toEqual([]);
      expect(watch.sightings('$argon2')).toEqual([]);
    });

    it('shows an integration API key in full only in the answer that creates it, masked after', async () => {
      const { t, world, watch } = suite;
      const { key, issuedBy } = await issueApiKey(suite, 'production');
      expect(key.secret.length).toBeGreaterThan(20);
      expect(key.masked.endsWith(key.secret.slice(-4))).toBe(true);
      expect(key.masked).not.toContain(key.secret);

      const listed = await t.app.inject({
        method: 'GET',
        url: '/api/api-keys',
        headers: bearer(world.a.ownerToken),
      });
      watch.record('GET /api/api-keys', listed);
      const production = envelope<ApiKeySummary[]>(listed).data.find(
        (summary) => summary.environment === 'production',
      );
      expect(production?.key).toMatchObject({ id: key.id, masked: key.masked });
      // The key works, and neither its use nor the log of it repeats it.
      const used = await t.app.inject({
        method: 'GET',
        url: '/api/v1/forms',
        headers: bearer(key.secret),
      });
      expect(used.statusCode, used.body).toBe(200);
      watch.record('GET /api/v1/forms with the key', used);

      expect(watch.sightings(key.secret)).toEqual([issuedBy]);
    });
  });
}
