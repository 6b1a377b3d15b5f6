import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createPublishedEntry } from '../knowledge/entry-content.js';
import * as knowledgeQueries from '../knowledge/queries.js';
import { LAB_FAQS, LAB_GUIDE } from '../../seed/lab-knowledge.js';
import {
  answerMessage,
  CONFIDENCE_THRESHOLD,
  createLlmClient,
  DEFAULT_FALLBACK,
  type EngineSettings,
} from './index.js';
import { DEFAULT_HANDOFF_TRIGGERS, HANDOFF_TRIGGERS } from '@concierge/shared';
import { HEALTHCARE_FORMS } from '../forms/templates/healthcare.js';
import { URGENT_HANDOFF_MESSAGE } from './answer-message.js';

const noFeatures = {
  leadCapture: false,
  appointmentBooking: false,
  ticketCreation: false,
  humanHandoff: false,
};
const settings = (overrides: Partial<EngineSettings> = {}): EngineSettings => ({
  features: noFeatures,
  maxRetries: 3,
  handoffTriggers: DEFAULT_HANDOFF_TRIGGERS,
  fallbackResponse: null,
  forms: HEALTHCARE_FORMS.map((form, position) => ({ ...form, position })),
  openingHours: null,
  ...overrides,
});
const byTitle = (title: string) => {
  const entry = LAB_FAQS.find((item) => item.title === title);
  if (!entry) throw new Error(title);
  return entry;
};

describe('answerMessage against a real database', () => {
  let t: TestApp;
  let lab: string;
  let other: string;
  let draftId: string;
  const ids = new Map<string, string>();
  const ask = (text: string, engine = settings(), streak = 0, organizationId = lab) =>
    answerMessage(t.ctx.db, {
      organizationId,
      text,
      lowConfidenceStreak: streak,
      settings: engine,
    });

  /** A new organization whose knowledge is the one published entry; its id. */
  const organizationWith = async (
    name: string,
    entry: { type: 'faq' | 'document'; title: string; content: string },
  ) => {
    const [organization] = await t.ctx.db.insert(organizations).values({ name }).returning();
    if (!organization) throw new Error('no organization');
    await createPublishedEntry(t.ctx.db, {
      organizationId: organization.id,
      sourceType: 'manual',
      modifiedBy: 'Test',
      tags: [],
      ...entry,
    });
    return organization.id;
  };

  beforeAll(async () => {
    t = await createTestApp();
    const rows = await t.ctx.db
      .insert(organizations)
      .values([{ name: 'Engine Lab' }, { name: 'Other Lab' }])
      .returning();
    const [first, second] = rows;
    if (!first || !second) throw new Error('no organizations');
    lab = first.id;
    other = second.id;
    for (const entry of [
      byTitle('What are your opening hours?'),
      byTitle('Is there a fee for home collection?'),
      byTitle('Do I need to fast before a blood test?'),
      byTitle('How long does it take to get my test results?'),
      LAB_GUIDE,
    ]) {
      const row = await createPublishedEntry(t.ctx.db, {
        organizationId: lab,
        sourceType: 'manual',
        modifiedBy: 'Test',
        ...entry,
      });
      ids.set(entry.title, row.id);
    }
    await createPublishedEntry(t.ctx.db, {
      organizationId: other,
      sourceType: 'manual',
      modifiedBy: 'Test',
      type: 'faq',
      title: 'Do you offer a parking discount?',
      content: 'Parking is free for our patients with a validated ticket.',
      tags: ['parking'],
    });
    const draft = await createPublishedEntry(t.ctx.db, {
      organizationId: lab,
      sourceType: 'manual',
      modifiedBy: 'Test',
      type: 'faq',
      title: 'Do you offer allergy testing?',
      content: 'We offer allergy panels from $60.',
      tags: ['allergy'],
    });
    await knowledgeQueries.updateEntryRow(t.ctx.db, draft.id, { status: 'draft' });
    draftId = draft.id;
  });
  afterAll(() => t.close());

  it('answers a paraphrase with a typo from the right Q&A entry', async () => {
    const answer = await ask('how much do you charge for home colection');
    expect(answer).toMatchObject({
      intent: 'question',
      matchedEntryId: ids.get('Is there a fee for home collection?'),
      lowConfidence: false,
    });
    expect(answer.assistant).toContain('$10');
    expect(answer.confidence).toBeGreaterThanOrEqual(0.6);
  });

  it('reads chat shorthand as the words it stands for', async () => {
    const answer = await ask('wat r ur hrs');
    expect(answer.matchedEntryId).toBe(ids.get('What are your opening hours?'));
    expect(answer.confidence).toBeGreaterThanOrEqual(CONFIDENCE_THRESHOLD);
  });

  it('answers from a document passage in a few sentences', async () => {
    const answer = await ask('i take warfarin, is that a problem?');
    expect(answer.matchedEntryId).toBe(ids.get(LAB_GUIDE.title));
    expect(answer.assistant).toContain('warfarin');
  });

  it('quotes the sentence of the kind the question asks for, by its interrogative first', async () => {
    const school = await organizationWith('Engine School', {
      type: 'document',
      title: 'About the school',
      content: [
        'Harbourside is a small language school by the harbour.',
        'Each English course is in charge of its own fee, and the English evening course costs £270 a term.',
        'Classes meet twice a week in the evening.',
        'Books are included in every course.',
        'We welcome students from over forty countries.',
        'Tom Ridley is the person who leads all English teaching as our Director of Studies.',
        'Maria Ortiz looks after student welfare and accommodation.',
        'Our office is open on weekdays from nine to five.',
      ].join(' '),
    });
    // "in charge" is no price: the question asks for a name.
    const answer = await ask(
      'whats the name of the person in charge of the english teaching',
      settings(),
      0,
      school,
    );
    expect(answer.intent).toBe('question');
    expect(answer.assistant).toContain('Tom Ridley');
  });

  it('quotes beside the best section a near one whose own name says more of the question', async () => {
    const shop = await organizationWith('Engine Shop', {
      type: 'document',
      title: 'Returns policy',
      content: [
        '# Returns policy',
        '## Time limits',
        'You can return a jacket, boots or any item you bought online within 60 days.',
        '## Other shops',
        'Items from other shops go back to that shop.',
      ].join('\n\n'),
    });
    const answer = await ask('can i return a jacket i bought in another shop', settings(), 0, shop);
    expect(answer.assistant).toContain('within 60 days');
    expect(answer.assistant).toContain('Items from other shops go back to that shop.');
  });

  it("ignores other organizations' and unpublished entries", async () => {
    // The lab has no parking entry: the other organization's never answers here.
    const ours = await ask('is parking free');
    expect(ours.assistant).not.toContain('validated ticket');
    expect([...ids.values()]).toContain(ours.matchedEntryId ?? [...ids.values()][0]);
    const unpublished = await ask('allergy testing');
    expect(unpublished.matchedEntryId).not.toBe(draftId);
    expect(unpublished.assistant).not.toContain('$60');
    const theirs = await ask('is parking free', settings(), 0, other);
    expect(theirs.intent).toBe('question');
  });

  it('answers greetings and thanks', async () => {
    expect(await ask('Good morning')).toMatchObject({ intent: 'greeting', confidence: 1 });
    expect(await ask('thanks!')).toMatchObject({ intent: 'thanks', confidence: 1 });
  });

  it('shows a form only when its feature is on', async () => {
    const on = settings({ features: { ...noFeatures, appointmentBooking: true } });
    const form = await ask('I want to book a home collection', on);
    expect(form.intent).toBe('Home Collection');
    expect(form.assistant).toMatchObject({
      action: 'show_form',
      category: 'Home Collection',
      formConfig: { submitButton: { text: 'Book Sample Visit', style: 'primary' } },
    });
    const off = await ask('I want to book a home collection');
    expect(off.intent).not.toBe('Home Collection');
    expect(typeof off.assistant).toBe('string');
    expect((await ask('where is my report')).intent).toBe('Test Report');
    expect((await ask('is home collection free?', on)).intent).toBe('question');
  });

  it('answers a question about what a form serves from the knowledge that answers it', async () => {
    const care = await organizationWith('Engine Care', {
      type: 'faq',
      title: 'How do you handle complaints?',
      content:
        'We reply to every complaint within 3 working days, and you may then ask the Ombudsman.',
    });
    const on = settings({ features: { ...noFeatures, ticketCreation: true } });
    const question = 'how long do you take to respond to a complaint';
    const answered = await ask(question, on, 0, care);
    expect(answered.intent).toBe('question');
    expect(answered.assistant).toContain('3 working days');
    // Where no entry speaks of complaints, the form takes it, though "how long" finds an entry.
    expect((await ask(question, on)).intent).toBe('Complaints/Feedback');
    const wanted = await ask('I want to make a complaint about my visit', on, 0, care);
    expect(wanted.intent).toBe('Complaints/Feedback');
    // Not being happy is what complaints are about, in the entry's words or not.
    const shop = await organizationWith('Engine Shop', {
      type: 'faq',
      title: 'How do I make a complaint?',
      content: 'Write to our manager, Ann Lee, at 4 High Street. We reply within 3 working days.',
    });
    const unhappy = await ask("who do i write to if i'm not happy with my repair", on, 0, shop);
    expect(unhappy.intent).toBe('question');
    expect(unhappy.assistant).toContain('Ann Lee');
  });

  it('books a home visit where the knowledge collects no samples', async () => {
    const cleaners = await organizationWith('Engine Cleaners', {
      type: 'faq',
      title: 'Do you clean ovens?',
      content: 'Yes, a single oven clean is £65 and takes about two hours.',
    });
    const on = settings({ features: { ...noFeatures, appointmentBooking: true } });
    const visit = 'please arrange a home visit for next week';
    expect((await ask(visit, on, 0, cleaners)).intent).toBe('Appointments');
    expect((await ask(visit, on)).intent).toBe('Home Collection');
  });

  it('answers the fallback below the threshold, with a handoff offer when on', async () => {
    const answer = await ask('what is the capital of France');
    expect(answer).toMatchObject({
      intent: 'fallback',
      lowConfidence: true,
      assistant: DEFAULT_FALLBACK,
    });
    expect(answer.confidence).toBeLessThan(CONFIDENCE_THRESHOLD);
    const own = await ask(
      'who won the world cup',
      settings({ fallbackResponse: 'Ask us about tests.' }),
    );
    expect(own.assistant).toBe('Ask us about tests.');
    const withHandoff = await ask(
      'who won the world cup',
      settings({ features: { ...noFeatures, humanHandoff: true } }),
    );
    expect(withHandoff.assistant).toMatch(/^I'm not sure.*connect you/);
  });

  it('answers the fallback to what only a general assistant answers, in the knowledge’s words', async () => {
    const park = await organizationWith('Gull Bay Park', {
      type: 'faq',
      title: 'What happens in bad weather?',
      content: 'If the weather forecast for tomorrow is stormy, we close the beach cafe.',
    });
    const forecast = await ask('whats the weather going to be like tomorrow', settings(), 0, park);
    expect(forecast).toMatchObject({ intent: 'fallback', matchedEntryId: null });
    const own = await ask('what happens if the weather is bad', settings(), 0, park);
    expect(own.intent).toBe('question');
  });

  it('answers the fallback to a question after another business, for work nobody offers, for a recommendation it never makes, an event it never holds or a thing it never names', async () => {
    const centre = await organizationWith('Bramble Garden Centre', {
      type: 'faq',
      title: 'When are you open?',
      content:
        'Every day 9 to 5; part time staff run the cafe until 4. Fence paint is £12 a tin, by our Ludlow flower beds. The town council lets you pay the green waste tax here.',
    });
    for (const elsewhere of [
      'what time does Homebase in Ludlow open',
      'are you hiring? looking for part time work in the cafe',
      "what's the best paint for a garden fence",
      'is the ludlow flower show on this weekend',
      'how do i pay my council tax',
    ]) {
      const answer = await ask(elsewhere, settings(), 0, centre);
      expect(answer, elsewhere).toMatchObject({ intent: 'fallback', matchedEntryId: null });
    }
    const own = await ask('what time do you open', settings(), 0, centre);
    expect(own.intent).toBe('question');
  });

  it('answers whether a service is offered only from an entry that names all of it', async () => {
    const offered = await ask('do you do home collection');
    expect(offered.matchedEntryId).toBe(ids.get('Is there a fee for home collection?'));
    expect(offered.confidence).toBeGreaterThanOrEqual(CONFIDENCE_THRESHOLD);
    for (const absent of ['do you do home dog grooming', 'do you offer blood donation']) {
      const answer = await ask(absent);
      expect(answer.intent, absent).toBe('fallback');
    }
  });

  it('escalates after maxRetries unsure answers: to a person when asked for, else to the form', async () => {
    const both = { ...noFeatures, leadCapture: true, humanHandoff: true };
    const lead = settings({ features: both, handoffTriggers: ['asks_for_person'] });
    expect((await ask('tell me a joke', lead, 1)).assistant).toMatch(/^I'm not sure.*our team\.$/);
    expect((await ask('tell me a joke', lead, 2)).assistant).toMatchObject({
      action: 'show_form',
      category: 'General Inquiry',
      formConfig: { submitButton: { text: 'Send Message' } },
    });
    const person = await ask('tell me a joke', settings({ features: both }), 2);
    expect(person).toMatchObject({
      assistant: { action: 'handoff', category: 'Human Handoff' },
      handoff: 'retries',
    });
    expect((await ask('tell me a joke', settings(), 5)).assistant).toBe(DEFAULT_FALLBACK);
  });

  it('hands over on the triggers the organization chose, and only with human handoff on', async () => {
    const handoff = { ...noFeatures, humanHandoff: true, ticketCreation: true };
    const all = settings({ features: handoff, handoffTriggers: HANDOFF_TRIGGERS });
    const urgent = await ask('I have severe chest pain, is the lab open', all);
    expect(urgent).toMatchObject({
      intent: 'handoff',
      handoff: 'escalation',
      assistant: { action: 'handoff', message: URGENT_HANDOFF_MESSAGE },
    });
    // Urgent but nobody in danger: a person, without the call for emergency services.
    const outage = await ask('urgent: our invoices page is down', all);
    expect(outage).toMatchObject({ intent: 'handoff', handoff: 'escalation' });
    expect(outage.assistant).toEqual({ action: 'handoff', category: 'Human Handoff' });
    expect(await ask('your staff was rude to me', all)).toMatchObject({
      handoff: 'escalation',
      assistant: { action: 'handoff' },
    });
    expect(await ask('I was charged twice for my blood test', all)).toMatchObject({
      handoff: 'escalation',
      assistant: { action: 'handoff' },
    });
    expect(await ask('can I talk to a real person', all)).toMatchObject({ handoff: 'requested' });
    // A price is knowledge, not a billing matter.
    expect((await ask('how much does a lipid profile cost', all)).handoff).toBeUndefined();

    // Without the trigger the complaint gets its form, and nobody is offered for the asking.
    const some = settings({ features: handoff, handoffTriggers: ['cannot_answer'] });
    expect((await ask('your staff was rude to me', some)).assistant).toMatchObject({
      action: 'show_form',
      category: 'Complaints/Feedback',
    });
    expect((await ask('I was charged twice', some)).handoff).toBeUndefined();
    expect((await ask('can I talk to a real person', some)).handoff).toBeUndefined();
    expect((await ask('who won the world cup', some)).assistant).toBe(DEFAULT_FALLBACK);

    // The triggers do nothing while the feature is off.
    const off = settings({ handoffTriggers: HANDOFF_TRIGGERS });
    expect((await ask('I have severe chest pain', off)).handoff).toBeUndefined();
    expect((await ask('tell me a joke', off, 5)).assistant).toBe(DEFAULT_FALLBACK);
  });

  describe('with a model', () => {
    let server: Server;
    let baseUrl: string;
    const received: { messages: { role: string; content: string }[] }[] = [];
    let fail = false;
    beforeAll(async () => {
      server = createServer((request, response) => {
        let body = '';
        request.on('data', (chunk: Buffer) => (body += chunk.toString()));
        request.on('end', () => {
          if (fail) {
            response.writeHead(500).end('{}');
            return;
          }
          received.push(JSON.parse(body) as (typeof received)[number]);
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end(
            JSON.stringify({
              choices: [{ message: { role: 'assistant', content: 'Fast for 10 to 12 hours.' } }],
            }),
          );
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('phrases a grounded answer from the passages', async () => {
      const llm = createLlmClient({ baseUrl, apiKey: 'test', model: 'fake' });
      const answer = await ask(
        'should i be on an empty stomach for blood work',
        settings(),
        0,
        lab,
      );
      const phrased = await answerMessage(
        t.ctx.db,
        {
          organizationId: lab,
          text: 'should i be on an empty stomach for blood work',
          lowConfidenceStreak: 0,
          settings: settings(),
        },
        { llm },
      );
      expect(phrased.assistant).toBe('Fast for 10 to 12 hours.');
      expect(phrased.matchedEntryId).toBe(answer.matchedEntryId);
      const system = received.at(-1)?.messages[0]?.content ?? '';
      expect(system).toContain('ONLY');
      expect(system).toContain('10 to 12 hours');
    });

    it('keeps the extractive answer when the model fails', async () => {
      fail = true;
      const llm = createLlmClient({ baseUrl, apiKey: 'test', model: 'fake' });
      const answer = await answerMessage(
        t.ctx.db,
        {
          organizationId: lab,
          text: 'do i need to fast for a lipid test',
          lowConfidenceStreak: 0,
          settings: settings(),
        },
        { llm },
      );
      expect(answer.assistant).toContain('Fasting for 10 to 12 hours');
      fail = false;
    });
  });
});
