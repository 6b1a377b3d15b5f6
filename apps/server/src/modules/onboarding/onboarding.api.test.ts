import { readFile } from 'node:fs/promises';
import {
  LEAD_GENERATION_GOAL,
  ONBOARDING_MAX_FILES,
  ONBOARDING_STEPS,
  onboardingMessages as messages,
  validationMessages,
  WEBSITE_SOURCE,
  type ChatbotSettings,
  type CrawlConfig,
  type KnowledgeEntryPage,
  type OnboardingResult,
  type OnboardingStep,
  type PreviewReply,
} from '@concierge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  envelope,
  multipartForm,
  signUpVerified,
  type FormFile,
  type TestApp,
} from '../../test/test-app.js';
import * as chatbotQueries from '../chatbot/queries.js';
import { startTestSite, type TestSite } from '../crawler/test-site.js';
import * as queries from './queries.js';

type Fields = Record<string, string | string[]>;

const fixture = (name: string) =>
  readFile(new URL(`../knowledge/fixtures/${name}`, import.meta.url));
const file = async (name: string, as = name): Promise<FormFile> => ({
  field: 'knowledge_files',
  name: as,
  data: await fixture(name),
});

/** A complete, valid set of answers, as the wizard sends them. */
const ANSWERS: Fields = {
  industry: 'Healthcare & Diagnostics',
  business_name: 'Riverside Diagnostics',
  website: '',
  services_offered: 'Blood tests\nHome sample collection\n\n- CBC panel',
  has_pricing: 'true',
  goals: ['Customer Support', LEAD_GENERATION_GOAL, 'Appointment Booking', 'Collect Feedback'],
  channels: 'Website Widget',
  lead_qualification: 'Clinics that need more than 50 tests a month',
  escalation_triggers: ['Visitor asks for a person'],
  knowledge_sources: ['Uploaded documents', 'Questions and answers we write'],
  update_frequency: 'Weekly',
  fallback_response: 'Sorry, I do not know that yet. Please call us on 555-0100.',
  collect_personal_info: 'true',
  handle_complaints: 'We reply within one business day and call back if needed.',
  tone: 'Friendly',
  personality_traits: ['Helpful', 'Warm'],
  language_style: 'Simple and clear',
  greeting_message: 'Hi! Welcome to Riverside Diagnostics.',
  review_confirmation: 'true',
  generate_kb: 'true',
  setup_widget: 'true',
  unknown_key: 'ignored',
};

const without = (fields: Fields, ...keys: string[]) =>
  Object.fromEntries(Object.entries(fields).filter(([key]) => !keys.includes(key)));

describe('onboarding', () => {
  let t: TestApp;
  let site: TestSite;
  let owner: string;
  let refused: string;
  beforeAll(async () => {
    t = await createTestApp();
    site = await startTestSite();
    owner = await signUpVerified(t, 'owner@example.com', 'Owner Lab');
    refused = await signUpVerified(t, 'refused@example.com', 'Refused Lab');
  });
  afterAll(async () => {
    await site.close();
    await t.close();
  });

  const submit = (token: string, fields: Fields, files: FormFile[] = []) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/onboarding',
      headers: bearer(token),
      payload: multipartForm(fields, files),
    });
  const submitJson = (token: string, body: object) =>
    t.app.inject({ method: 'POST', url: '/api/auth/onboarding', headers: bearer(token), body });
  const get = async <T>(token: string, url: string) =>
    envelope<T>(await t.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(token) }))
      .data;
  const preview = async (token: string, text: string) =>
    envelope<PreviewReply>(
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/chatbot-settings/preview',
        headers: bearer(token),
        payload: { text },
      }),
    ).data;
  const expectRefused = async (
    response: Awaited<ReturnType<typeof submit>>,
    status: number,
    message: string,
  ) => {
    expect({ status: response.statusCode, message: envelope(response).message }).toEqual({
      status,
      message,
    });
  };

  it('serves the five steps with their weights and the lead question’s dependency', async () => {
    const steps = await get<OnboardingStep[]>(owner, '/auth/onboarding-steps');
    expect(steps.map((step) => step.weight)).toEqual([25, 25, 20, 20, 10]);
    expect(steps.map((step) => step.id)).toEqual([
      'step-1',
      'step-2',
      'step-3',
      'step-4',
      'step-5',
    ]);
    const lead = steps[1]?.fields.find((field) => field.id === 'lead_qualification');
    expect(lead?.dependsOn).toEqual({ field: 'goals', value: LEAD_GENERATION_GOAL });
    const unsigned = await t.app.inject({ method: 'GET', url: '/api/auth/onboarding-steps' });
    expect(unsigned.statusCode).toBe(401);
  });

  describe('refuses a submission before changing anything', () => {
    const required = ONBOARDING_STEPS.flatMap((step) => step.fields).filter(
      (field) => field.required,
    );
    it.each(required.map((field) => [field.id, field.label] as const))(
      'without %s',
      async (id, label) => {
        await expectRefused(
          await submit(refused, without(ANSWERS, id)),
          400,
          messages.required(label),
        );
        await expectRefused(
          await submit(refused, { ...ANSWERS, [id]: id === 'review_confirmation' ? 'false' : ' ' }),
          400,
          messages.required(label),
        );
      },
    );

    it('asks what makes a good lead only when the goals include Lead Generation', async () => {
      const response = await submit(refused, {
        ...without(ANSWERS, 'lead_qualification'),
        goals: ['Answer FAQs'],
        knowledge_sources: 'Questions and answers we write',
        website: 'https://riverside.example',
        setup_widget: 'false',
        generate_kb: 'false',
        business_name: ' ',
      });
      // The first problem is now business_name, not the hidden lead question.
      await expectRefused(response, 400, messages.required('Business name'));
    });

    it.each([
      [{ industry: 'Space travel' }, messages.badOption('Industry', 'Space travel')],
      [
        { goals: ['Answer FAQs', 'World domination'] },
        messages.badOption('Goals', 'World domination'),
      ],
      [{ tone: 'Grumpy' }, messages.badOption('Tone', 'Grumpy')],
      [{ has_pricing: 'maybe' }, messages.badOption('We publish prices for our services', 'maybe')],
      [{ website: 'not a url' }, validationMessages.websiteInvalid],
      [{ website: 'javascript:alert(1)' }, validationMessages.websiteInvalid],
      [{ knowledge_sources: WEBSITE_SOURCE }, messages.websiteNeeded],
      [{ business_name: 'B'.repeat(201) }, messages.tooLong('Business name', 200)],
      [{ business_name: 'B'.repeat(101) }, messages.tooLong('Business name', 100)],
      [
        { handle_complaints: 'x'.repeat(4001) },
        messages.tooLong('How do you handle complaints?', 4000),
      ],
      [{ greeting_message: 'x'.repeat(501) }, messages.tooLong('Greeting message', 500)],
    ])('with bad answer #%#', async (change, message) => {
      await expectRefused(await submit(refused, { ...ANSWERS, ...change }), 400, message);
    });

    it('names the first problem in the wizard’s order', async () => {
      const response = await submit(refused, { ...ANSWERS, tone: 'Grumpy', industry: 'Nope' });
      await expectRefused(response, 400, messages.badOption('Industry', 'Nope'));
    });

    it.each([
      ['sample.md', 'sample.md'],
      ['fake.pdf', 'fake.pdf'],
      ['sample.pdf', 'brochure.png'],
    ])('with a %s named %s', async (name, as) => {
      const response = await submit(refused, ANSWERS, [
        await file('sample.docx'),
        await file(name, as),
      ]);
      await expectRefused(response, 415, messages.badFileType(as));
    });

    it('with too many files', async () => {
      const files = await Promise.all(
        Array.from({ length: ONBOARDING_MAX_FILES + 1 }, (_, index) =>
          file('sample.txt', `notes-${index}.txt`),
        ),
      );
      await expectRefused(await submit(refused, ANSWERS, files), 400, messages.tooManyFiles);
    });

    it.each([
      [{ ...ANSWERS, goals: { a: 1 } }, messages.badValue('Goals')],
      [{ ...ANSWERS, business_name: ['A', 'B'] }, messages.badValue('Business name')],
      [
        { ...ANSWERS, collect_personal_info: 7 },
        messages.badOption('The bot may ask for a name, e-mail and phone number', '7'),
      ],
    ])('never answers 500 to odd JSON (%#)', async (body, message) => {
      await expectRefused(await submitJson(refused, body), 400, message);
    });

    it('and left everything as it was', async () => {
      const [organization] = await get<{ name: string }[]>(refused, '/auth/organizations');
      expect(organization?.name).toBe('Refused Lab');
      const entries = await get<KnowledgeEntryPage>(refused, '/knowledge/entries');
      expect(entries.pagination.total_entries).toBe(0);
      expect(await get<CrawlConfig[]>(refused, '/knowledge/crawls')).toEqual([]);
      expect(await get<{ onboarding: boolean }>(refused, '/auth/me')).toMatchObject({
        onboarding: false,
      });
      const organizationId = organization
        ? (await get<{ id: string }[]>(refused, '/auth/organizations'))[0]?.id
        : '';
      expect(await queries.findAnswers(t.ctx.db, organizationId ?? '')).toBeNull();
    });
  });

  it('answers 401 without a token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/onboarding',
      payload: multipartForm(ANSWERS),
    });
    expect(response.statusCode).toBe(401);
  });

  describe('a good submission', () => {
    let result: OnboardingResult;
    let organizationId: string;
    beforeAll(async () => {
      const response = await submit(
        owner,
        {
          ...ANSWERS,
          website: site.origin,
          knowledge_sources: [WEBSITE_SOURCE, 'Uploaded documents'],
        },
        [await file('sample.docx')],
      );
      const body = response.json<{
        status_code: number;
        message: string;
        onboarding: boolean;
        data: OnboardingResult;
      }>();
      expect(response.statusCode).toBe(200);
      expect(body).toMatchObject({
        status_code: 200,
        message: messages.completed,
        onboarding: true,
      });
      result = body.data;
      organizationId = result.organization.id;
    });

    it('answers what it set up', () => {
      expect(result).toEqual({
        onboarding: true,
        organization: { id: organizationId, name: 'Riverside Diagnostics', website: site.origin },
        // overview, 3 services, pricing, personal information, complaints, fallback, website
        generatedEntries: 9,
        queuedFiles: 1,
        crawlUrl: `${site.origin}/`,
        botId: expect.any(String),
      });
    });

    it('renamed the organization and stored the answers', async () => {
      const [organization] = await get<{ name: string; settings: { domain: string } }[]>(
        owner,
        '/auth/organizations',
      );
      expect(organization).toMatchObject({ name: 'Riverside Diagnostics' });
      const stored = await queries.findAnswers(t.ctx.db, organizationId);
      expect(stored?.answers).toMatchObject({
        business_name: 'Riverside Diagnostics',
        goals: ANSWERS.goals,
        channels: ['Website Widget'],
        has_pricing: true,
        knowledge_files: ['sample.docx'],
      });
      expect(stored?.answers).not.toHaveProperty('unknown_key');
    });

    it('published starter entries the answer engine finds', async () => {
      const page = await get<KnowledgeEntryPage>(
        owner,
        '/knowledge/entries?source=manual&limit=100',
      );
      expect(page.entries).toHaveLength(9);
      expect(page.entries.every((entry) => entry.status === 'published')).toBe(true);
      expect(page.entries.map((entry) => entry.title)).toEqual(
        expect.arrayContaining([
          'What services does Riverside Diagnostics offer?',
          'Do you offer home sample collection?',
          'Do you offer CBC panel?',
          'How do you handle complaints?',
        ]),
      );
      expect(page.entries[0]).toMatchObject({ type: 'faq', modifiedBy: 'Test User' });
      expect(page.entries[0]?.tags).toContain('onboarding');

      const home = await preview(owner, 'do you do home sample collection');
      expect(home.reply).toContain('Riverside Diagnostics offers home sample collection');
      const services = await preview(owner, 'what services do you offer?');
      expect(services.reply).toContain('Blood tests');
      const price = await preview(owner, 'how much do your tests cost');
      expect(price.reply).toContain('publishes the prices');
      // A complaint is a request the complaints form serves (ticketCreation is on).
      expect((await preview(owner, 'I want to make a complaint')).reply).toMatchObject({
        action: 'show_form',
      });
    });

    it('queued the uploaded document, which the worker publishes', async () => {
      const uploads = await get<KnowledgeEntryPage>(owner, '/knowledge/entries?source=upload');
      expect(uploads.entries).toMatchObject([
        { status: 'processing', source: { type: 'upload', fileName: 'sample.docx' } },
      ]);
      await t.ctx.worker.drain();
      const done = await get<KnowledgeEntryPage>(owner, '/knowledge/entries?source=upload');
      expect(done.entries[0]?.status).toBe('published');
    });

    it('added the website to the crawl settings and crawled it', async () => {
      await t.ctx.worker.drain();
      const [crawl, ...rest] = await get<CrawlConfig[]>(owner, '/knowledge/crawls');
      expect(rest).toEqual([]);
      expect(crawl).toMatchObject({ url: `${site.origin}/`, scope: 'site', frequency: 'weekly' });
      const pages = await get<KnowledgeEntryPage>(owner, '/knowledge/entries?source=crawl');
      expect(pages.pagination.total_entries).toBeGreaterThan(0);
    });

    it('set up the bot with its name, words, tone and features', async () => {
      const [bot] = await get<ChatbotSettings[]>(owner, '/auth/chatbot-settings');
      expect(bot).toMatchObject({
        id: result.botId,
        name: 'Riverside Diagnostics Assistant',
        greeting: 'Hi! Welcome to Riverside Diagnostics.',
        allowedDomains: ['127.0.0.1'],
        features: {
          appointmentBooking: true,
          leadCapture: true,
          ticketCreation: true,
          humanHandoff: true,
        },
        behavior: { collectFeedback: true, maxRetries: 3, handoffTriggers: ['asks_for_person'] },
      });
      const row = await chatbotQueries.findChatbotById(t.ctx.db, result.botId ?? '');
      expect(row).toMatchObject({
        tone: 'Friendly',
        personalityTraits: ['Helpful', 'Warm'],
        fallbackResponse: ANSWERS.fallback_response,
      });
      expect((await preview(owner, 'hello')).reply).toBe(
        'Hi there! 😊 What can I help you with today?',
      );
      expect((await preview(owner, 'who won the world cup')).reply).toBe(
        `${String(ANSWERS.fallback_response)} If you like, I can put you in touch with someone from our team.`,
      );
    });

    it('completed the onboarding once', async () => {
      expect(await get<{ onboarding: boolean }>(owner, '/auth/me')).toMatchObject({
        onboarding: true,
        onboardingCompleted: true,
      });
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'owner@example.com', password: 'Passw0rd!' },
      });
      expect(envelope<{ onboarding: boolean }>(login).data.onboarding).toBe(true);
      await expectRefused(await submit(owner, ANSWERS), 409, messages.alreadyCompleted);
    });
  });

  it('takes JSON, and keeps uploads-free answers without a bot or starter entries', async () => {
    const token = await signUpVerified(t, 'json@example.com', 'Json Lab');
    const response = await submitJson(token, {
      ...ANSWERS,
      goals: ['Answer FAQs'],
      lead_qualification: 'hidden, so not kept',
      has_pricing: false,
      review_confirmation: true,
      generate_kb: false,
      setup_widget: false,
      knowledge_files: ['brochure.pdf'],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      onboarding: true,
      data: { generatedEntries: 0, queuedFiles: 0, crawlUrl: null, botId: null },
    });
    const [organization] = await get<{ id: string }[]>(token, '/auth/organizations');
    const stored = await queries.findAnswers(t.ctx.db, organization?.id ?? '');
    expect(stored?.answers).not.toHaveProperty('lead_qualification');
    expect(stored?.answers).toMatchObject({ has_pricing: false, knowledge_files: [] });
    const bot = await chatbotQueries.ensureChatbotSettings(t.ctx.db, organization?.id ?? '');
    expect(bot).toMatchObject({ name: 'Assistant', tone: null });
  });

  it('keeps uploads when no starter knowledge is wanted, and one value or a JSON list for a multiselect', async () => {
    const token = await signUpVerified(t, 'files@example.com', 'Files Lab');
    const response = await submit(
      token,
      {
        ...ANSWERS,
        goals: '["Answer FAQs","Customer Support"]',
        escalation_triggers: [],
        generate_kb: 'false',
      },
      [await file('sample.pdf'), await file('sample.txt')],
    );
    expect(envelope<OnboardingResult>(response).data).toMatchObject({
      generatedEntries: 0,
      queuedFiles: 2,
    });
    const page = await get<KnowledgeEntryPage>(token, '/knowledge/entries');
    expect(page.entries.map((entry) => entry.source.fileName).sort()).toEqual([
      'sample.pdf',
      'sample.txt',
    ]);
    await t.ctx.worker.drain();
  });
});
