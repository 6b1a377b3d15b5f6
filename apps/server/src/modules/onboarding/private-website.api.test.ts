import { WEBSITE_SOURCE, type CrawlConfig, type OnboardingResult } from '@concierge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  envelope,
  signUpVerified,
  type TestApp,
} from '../../test/test-app.js';

describe('onboarding with a website the crawler may not reach', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ CRAWLER_ALLOW_PRIVATE_NETWORKS: 'false' });
  });
  afterAll(() => t.close());

  it('completes without queuing the crawl', async () => {
    const token = await signUpVerified(t, 'private@example.com', 'Private Lab');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/onboarding',
      headers: bearer(token),
      body: {
        industry: 'Other',
        business_name: 'Private Lab',
        website: 'http://127.0.0.1:9',
        services_offered: 'Blood tests',
        goals: ['Answer FAQs'],
        channels: ['Website Widget'],
        knowledge_sources: [WEBSITE_SOURCE],
        update_frequency: 'Daily',
        fallback_response: 'Please call us.',
        tone: 'Professional',
        greeting_message: 'Good day.',
        review_confirmation: true,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(envelope<OnboardingResult>(response).data).toMatchObject({
      crawlUrl: null,
      organization: { website: 'http://127.0.0.1:9' },
    });
    const crawls = await t.app.inject({
      method: 'GET',
      url: '/api/knowledge/crawls',
      headers: bearer(token),
    });
    expect(envelope<CrawlConfig[]>(crawls).data).toEqual([]);
  });
});
