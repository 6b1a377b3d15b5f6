import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newSigningSecret, signatureHeader } from './signing.js';
import { maskWebhookUrl } from './summary.js';

describe('webhook signing', () => {
  it('signs "<t>.<raw body>" with HMAC-SHA256 in the t=…,v1=… format', () => {
    const body = '{"id":"1"}';
    const header = signatureHeader('whsec_key', body, new Date('2025-01-02T03:04:05.678Z'));
    const digest = createHmac('sha256', 'whsec_key').update(`1735787045.${body}`).digest('hex');
    expect(header).toBe(`t=1735787045,v1=${digest}`);
  });

  it('makes a new 32-byte secret each time', () => {
    const secret = newSigningSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(newSigningSecret()).not.toBe(secret);
  });
});

describe('maskWebhookUrl', () => {
  it('keeps the scheme, host and the last 6 characters', () => {
    expect(maskWebhookUrl('https://hooks.slack.com/services/T0/B0/abcdefXYZ987')).toBe(
      'https://hooks.slack.com/…XYZ987',
    );
    expect(maskWebhookUrl('http://127.0.0.1:8080/hook?token=secret')).toBe(
      'http://127.0.0.1:8080/…secret',
    );
  });
});
