import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long Test Deployment's page may start test chats; the Deploy tab fetches a new one sooner. */
export const TEST_VISIT_TTL_SECONDS = 60 * 60;

/**
 * Signs and checks the token that marks a chat as a staff test: `expiry.signature`, the signature
 * an HMAC of the bot id and the expiry. Only a signed-in member can get one (Bot Setup → Deploy →
 * Test Deployment); a visitor cannot make one up to keep their chats out of the figures.
 */
export class TestVisitTokens {
  private readonly key: Buffer;

  /** `secret` is the server's own; the label keeps these signatures apart from its other uses. */
  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('widget-test-visit').digest();
  }

  sign(botId: string, now = Date.now()): { token: string; expiresAt: Date } {
    const expiry = Math.floor(now / 1000) + TEST_VISIT_TTL_SECONDS;
    return {
      token: `${expiry}.${this.signature(botId, expiry).toString('base64url')}`,
      expiresAt: new Date(expiry * 1000),
    };
  }

  /** Whether `token` was signed for this bot and has not expired. */
  verify(token: string, botId: string, now = Date.now()): boolean {
    const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match?.[1] || !match[2]) return false;
    const expiry = Number(match[1]);
    if (expiry * 1000 <= now) return false;
    const given = Buffer.from(match[2], 'base64url');
    const expected = this.signature(botId, expiry);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private signature(botId: string, expiry: number): Buffer {
    return createHmac('sha256', this.key).update(`${botId}.${expiry}`).digest();
  }
}
