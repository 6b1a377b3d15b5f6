import {
  createTicketSchema,
  HELP_CATEGORIES,
  helpMessages,
  TICKET_SUBJECT_MAX,
  type FaqEntry,
  type HelpArticle,
  type HelpVoteResult,
  type SupportTicket,
  type SupportTicketDetail,
} from '@concierge/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../db/schema.js';
import {
  bearer,
  createTestApp,
  envelope,
  signUpVerified,
  UNKNOWN_ID,
  type TestApp,
} from '../../test/test-app.js';
import { addMember } from '../team/team-fixtures.js';
import { helpArticles, helpFaqs } from './help-content.js';
import { HelpService, ticketRateLimited, TICKETS_PER_HOUR } from './service.js';

/** The messages of createTicketSchema, read from the schema so the test follows it. */
function schemaMessages(input: unknown): string[] {
  const result = createTicketSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('help and support', () => {
  let t: TestApp;
  let owner: string;
  let editor: string;
  let otherOwner: string;

  const get = (url: string, token: string) =>
    t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const post = (url: string, token: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
  const createTicket = async (token: string, subject = 'Widget does not load') => {
    const response = await post('/api/support/tickets', token, {
      subject,
      priority: 'high',
      message: 'The widget stays hidden on www.example.com.',
    });
    expect(response.statusCode, response.body).toBe(200);
    return envelope<SupportTicketDetail>(response);
  };

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUpVerified(t, 'owner@clinic.example', 'Clinic');
    otherOwner = await signUpVerified(t, 'owner@other.example', 'Other Lab');
    editor = await addMember(t, owner, 'editor@clinic.example', 'editor');
  });
  afterAll(() => t.close());

  describe('content', () => {
    it('holds at least 12 articles and 12 FAQs over all six categories, with unique ids', () => {
      expect(helpArticles.length).toBeGreaterThanOrEqual(12);
      expect(helpFaqs.length).toBeGreaterThanOrEqual(12);
      for (const category of HELP_CATEGORIES) {
        expect(
          helpArticles.some((article) => article.category === category),
          category,
        ).toBe(true);
        expect(
          helpFaqs.some((faq) => faq.category === category),
          category,
        ).toBe(true);
      }
      expect(new Set(helpArticles.map((article) => article.id)).size).toBe(helpArticles.length);
      expect(new Set(helpFaqs.map((faq) => faq.id)).size).toBe(helpFaqs.length);
    });

    it('lists every article and FAQ with zero counts before any vote', async () => {
      const articles = envelope<HelpArticle[]>(await get('/api/help/articles', owner)).data;
      expect(articles).toHaveLength(helpArticles.length);
      expect(articles[0]).toMatchObject({ helpful: 0, notHelpful: 0, myVote: null });
      const faqs = envelope<FaqEntry[]>(await get('/api/help/faqs', owner)).data;
      expect(faqs).toHaveLength(helpFaqs.length);
      expect(faqs[0]).toMatchObject({ helpful: 0, notHelpful: 0, myVote: null });
    });

    it('searches title, content and tags without regard to case, and filters by category', async () => {
      const byTitle = envelope<HelpArticle[]>(
        await get('/api/help/articles?search=INVITING', owner),
      ).data;
      expect(byTitle.map((article) => article.id)).toContain('invite-team-members');

      const byTag = envelope<HelpArticle[]>(
        await get('/api/help/articles?search=zapier', owner),
      ).data;
      expect(byTag.map((article) => article.id)).toContain('connect-integrations');

      const none = await get('/api/help/articles?search=xyzzy-nothing', owner);
      expect(envelope<HelpArticle[]>(none).data).toEqual([]);

      const billing = envelope<HelpArticle[]>(
        await get(`/api/help/articles?category=${encodeURIComponent('Billing and Plans')}`, owner),
      ).data;
      expect(billing.length).toBeGreaterThan(0);
      expect(billing.every((article) => article.category === 'Billing and Plans')).toBe(true);

      const faqs = envelope<FaqEntry[]>(
        await get('/api/help/faqs?search=allowed%20domains&category=Bot%20Setup', owner),
      ).data;
      expect(faqs.map((faq) => faq.id)).toEqual(['widget-not-showing']);
    });

    it('refuses an unknown category with 400', async () => {
      const response = await get('/api/help/articles?category=Nope', owner);
      expect(response.statusCode).toBe(400);
      expect(envelope(response).message).toContain('Category must be one of');
      expect((await get('/api/help/faqs?category=Nope', owner)).statusCode).toBe(400);
    });

    it('answers 401 without a token', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/help/articles' })).statusCode).toBe(
        401,
      );
      expect((await t.app.inject({ method: 'GET', url: '/api/support/tickets' })).statusCode).toBe(
        401,
      );
    });
  });

  describe('votes', () => {
    const vote = (kind: 'articles' | 'faqs', id: string, token: string, helpful: unknown) =>
      post(`/api/help/${kind}/${id}/vote`, token, { helpful });

    it('stores one vote per account and item, replaced not doubled, counted across accounts', async () => {
      const first = await vote('articles', 'deploy-the-widget', owner, true);
      expect(first.statusCode, first.body).toBe(200);
      expect(envelope(first).message).toBe(helpMessages.thanksForFeedback);
      expect(envelope<HelpVoteResult>(first).data).toEqual({
        helpful: 1,
        notHelpful: 0,
        myVote: 'helpful',
      });

      const again = await vote('articles', 'deploy-the-widget', owner, false);
      expect(envelope<HelpVoteResult>(again).data).toEqual({
        helpful: 0,
        notHelpful: 1,
        myVote: 'not_helpful',
      });

      const other = await vote('articles', 'deploy-the-widget', otherOwner, true);
      expect(envelope<HelpVoteResult>(other).data).toEqual({
        helpful: 1,
        notHelpful: 1,
        myVote: 'helpful',
      });

      const list = envelope<HelpArticle[]>(await get('/api/help/articles', owner)).data;
      const deploy = list.find((article) => article.id === 'deploy-the-widget');
      expect(deploy).toMatchObject({ helpful: 1, notHelpful: 1, myVote: 'not_helpful' });
      const untouched = list.find((article) => article.id === 'plans-and-limits');
      expect(untouched).toMatchObject({ helpful: 0, notHelpful: 0, myVote: null });
    });

    it('keeps FAQ votes apart from article votes', async () => {
      const response = await vote('faqs', 'which-file-types', editor, true);
      expect(envelope<HelpVoteResult>(response).data).toEqual({
        helpful: 1,
        notHelpful: 0,
        myVote: 'helpful',
      });
      const faqs = envelope<FaqEntry[]>(await get('/api/help/faqs', editor)).data;
      expect(faqs.find((faq) => faq.id === 'which-file-types')).toMatchObject({
        helpful: 1,
        myVote: 'helpful',
      });
      const ownerView = envelope<FaqEntry[]>(await get('/api/help/faqs', owner)).data;
      expect(ownerView.find((faq) => faq.id === 'which-file-types')?.myVote).toBeNull();
    });

    it('answers 404 for an unknown item and 400 for a bad body', async () => {
      const article = await vote('articles', 'no-such-article', owner, true);
      expect(article.statusCode).toBe(404);
      expect(envelope(article).message).toBe(helpMessages.articleNotFound);
      // An article's id is not an FAQ's.
      const faq = await vote('faqs', 'deploy-the-widget', owner, true);
      expect(faq.statusCode).toBe(404);
      expect(envelope(faq).message).toBe(helpMessages.faqNotFound);
      expect((await vote('articles', 'deploy-the-widget', owner, 'yes')).statusCode).toBe(400);
    });
  });

  describe('tickets', () => {
    it('shows every validation message of the ticket form', async () => {
      const cases: [object, string][] = [
        [{ priority: 'low', message: 'Hi' }, 'Subject is required'],
        [{ subject: '   ', priority: 'low', message: 'Hi' }, 'Subject is required'],
        [
          { subject: 'x'.repeat(TICKET_SUBJECT_MAX + 1), priority: 'low', message: 'Hi' },
          `Keep the subject under ${TICKET_SUBJECT_MAX} characters`,
        ],
        [{ subject: 'Help', priority: 'whenever', message: 'Hi' }, 'Choose a priority'],
        [{ subject: 'Help', priority: 'low' }, 'Message is required'],
        [{ subject: 'Help', priority: 'low', message: ' ' }, 'Message is required'],
      ];
      for (const [payload, expected] of cases) {
        expect(schemaMessages(payload)).toContain(expected);
        const response = await post('/api/support/tickets', owner, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(envelope(response).message).toContain(expected);
      }
      expect(envelope<SupportTicket[]>(await get('/api/support/tickets', owner)).data).toEqual([]);
    });

    it('creates a ticket with its first message, listed for the organization only', async () => {
      const created = await createTicket(editor);
      expect(created.message).toBe(helpMessages.ticketCreated);
      expect(created.data).toMatchObject({
        subject: 'Widget does not load',
        priority: 'high',
        status: 'open',
        createdBy: 'Invited Person',
        messageCount: 1,
      });
      expect(created.data.messages).toEqual([
        expect.objectContaining({
          fromSupport: false,
          body: 'The widget stays hidden on www.example.com.',
        }),
      ]);

      const second = await createTicket(owner, 'Invoice question');
      const list = envelope<SupportTicket[]>(await get('/api/support/tickets', owner)).data;
      expect(list.map((ticket) => ticket.id)).toEqual([second.data.id, created.data.id]);

      expect(envelope<SupportTicket[]>(await get('/api/support/tickets', otherOwner)).data).toEqual(
        [],
      );
      const foreign = await get(`/api/support/tickets/${created.data.id}`, otherOwner);
      expect(foreign.statusCode).toBe(404);
      expect(envelope(foreign).message).toBe(helpMessages.ticketNotFound);
      const foreignReply = await post(
        `/api/support/tickets/${created.data.id}/messages`,
        otherOwner,
        {
          message: 'Hello',
        },
      );
      expect(foreignReply.statusCode).toBe(404);

      const detail = await get(`/api/support/tickets/${created.data.id}`, owner);
      expect(envelope<SupportTicketDetail>(detail).data.messages).toHaveLength(1);
    });

    it('answers 404 for an unknown or malformed id', async () => {
      for (const id of [UNKNOWN_ID, 'not-a-uuid']) {
        const response = await get(`/api/support/tickets/${id}`, owner);
        expect(response.statusCode).toBe(404);
        expect(envelope(response).message).toBe(helpMessages.ticketNotFound);
      }
    });

    it('replies, reopens a resolved ticket and refuses a closed one; the operator answers', async () => {
      const { data: ticket } = await createTicket(owner, 'Crawl stuck');
      const service = new HelpService(t.ctx);
      const [operatorRow] = await t.ctx.db
        .select({ id: accounts.id })
        .from(accounts)
        .where(eq(accounts.email, 'owner@other.example'));
      const operator = { id: operatorRow?.id ?? '' };
      expect(operator.id).not.toBe('');

      const supportReply = await service.replyAsSupport(operator.id, ticket.id, 'Looking into it.');
      expect(supportReply.status).toBe('in-progress');
      expect(supportReply.messages.at(-1)).toMatchObject({
        fromSupport: true,
        body: 'Looking into it.',
      });

      const all = await service.listAllTickets();
      expect(all.find((row) => row.id === ticket.id)).toMatchObject({
        organizationName: 'Clinic',
        status: 'in-progress',
      });
      expect(all[0]?.id).toBe(ticket.id);

      const reply = await post(`/api/support/tickets/${ticket.id}/messages`, owner, {
        message: 'Thanks!',
      });
      expect(reply.statusCode, reply.body).toBe(200);
      expect(envelope(reply).message).toBe(helpMessages.replySent);
      expect(envelope<SupportTicketDetail>(reply).data).toMatchObject({
        status: 'in-progress',
        messageCount: 3,
      });
      expect(
        envelope<SupportTicketDetail>(reply).data.messages.map((message) => message.fromSupport),
      ).toEqual([false, true, false]);

      expect((await service.setTicketStatus(ticket.id, 'resolved')).status).toBe('resolved');
      const reopened = await post(`/api/support/tickets/${ticket.id}/messages`, owner, {
        message: 'It happened again.',
      });
      expect(envelope<SupportTicketDetail>(reopened).data.status).toBe('open');

      await service.setTicketStatus(ticket.id, 'closed');
      const closed = await post(`/api/support/tickets/${ticket.id}/messages`, owner, {
        message: 'One more thing',
      });
      expect(closed.statusCode).toBe(409);
      expect(envelope(closed).message).toBe(helpMessages.ticketClosed);
      await expect(service.replyAsSupport(operator.id, ticket.id, 'x')).rejects.toThrow(
        helpMessages.ticketClosed,
      );
      await expect(service.setTicketStatus(UNKNOWN_ID, 'open')).rejects.toThrow(
        helpMessages.ticketNotFound,
      );

      const empty = await post(`/api/support/tickets/${ticket.id}/messages`, owner, {
        message: '',
      });
      expect(empty.statusCode).toBe(400);
      expect(envelope(empty).message).toContain('Message is required');
    });

    it(`limits ticket creation to ${TICKETS_PER_HOUR} an hour per account`, async () => {
      const busy = await signUpVerified(t, 'busy@lab.example', 'Busy Lab');
      for (let index = 0; index < TICKETS_PER_HOUR; index += 1) {
        await createTicket(busy, `Question ${index + 1}`);
      }
      const refused = await post('/api/support/tickets', busy, {
        subject: 'One more',
        priority: 'low',
        message: 'Hello',
      });
      expect(refused.statusCode).toBe(429);
      expect(envelope(refused).message).toBe(ticketRateLimited);
    });
  });
});
