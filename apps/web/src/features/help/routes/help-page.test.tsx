import {
  helpMessages,
  type FaqEntry,
  type HelpArticle,
  type SupportTicket,
  type SupportTicketDetail,
} from '@concierge/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch, type StubbedAnswer } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render-with-providers';
import { signInAs } from '@/test/sign-in-as';
import { HelpPage } from './help-page';

const deploy: HelpArticle = {
  id: 'deploy-the-widget',
  title: 'Deploying the chat widget on your website',
  category: 'Bot Setup',
  tags: ['deploy', 'embed'],
  content:
    'Open the Deploy tab.\n\n- Add every domain.\n- Copy the snippet.\n\n<script>alert(1)</script> stays text.',
  helpful: 12,
  notHelpful: 1,
  myVote: null,
  lastUpdated: '2025-01-12',
};
const plans: HelpArticle = {
  ...deploy,
  id: 'plans-and-limits',
  title: 'Plans, limits and what counts',
  category: 'Billing and Plans',
  tags: ['billing'],
  content: 'Every new organization starts on a trial.',
  helpful: 0,
  notHelpful: 0,
};
const faq: FaqEntry = {
  id: 'which-file-types',
  question: 'Which file types can I upload?',
  answer: '.pdf, .doc, .docx, .txt and .md files.',
  category: 'Knowledge Base',
  helpful: 3,
  notHelpful: 0,
  myVote: 'helpful',
};
const ticket: SupportTicket = {
  id: 't1',
  subject: 'Widget does not load',
  status: 'in-progress',
  priority: 'high',
  createdAt: '2024-01-05T10:30:00.000Z',
  lastReply: '2024-01-06T09:00:00.000Z',
  createdBy: 'Ada',
  messageCount: 2,
};
const ticketDetail: SupportTicketDetail = {
  ...ticket,
  messages: [
    {
      id: 'm1',
      author: 'Ada',
      fromSupport: false,
      body: 'It stays hidden.',
      createdAt: ticket.createdAt,
    },
    {
      id: 'm2',
      author: 'Op',
      fromSupport: true,
      body: 'Looking into it.',
      createdAt: ticket.lastReply,
    },
  ],
};

type Answers = Record<string, StubbedAnswer | (() => StubbedAnswer)>;

function renderPage(extra: Answers = {}) {
  const fetchMock = stubFetch({
    ...signInAs('viewer'),
    'GET /api/help/articles': { data: [deploy, plans] },
    'GET /api/help/faqs': { data: [faq] },
    'GET /api/support/tickets': { data: [ticket] },
    'GET /api/support/tickets/t1': { data: ticketDetail },
    ...extra,
  });
  renderWithProviders(<HelpPage />, { path: '/help' });
  return fetchMock;
}

const urls = (fetchMock: ReturnType<typeof stubFetch>, method = 'GET') =>
  fetchMock.mock.calls
    .filter(([, init]) => (init?.method ?? 'GET') === method)
    .map(([url]) => String(url));

describe('HelpPage', () => {
  it('shows the tabs, the six categories with their counts and the article cards', async () => {
    renderPage();
    for (const name of ['Help Articles', 'FAQ', 'Contact Support', 'My Tickets']) {
      expect(screen.getByRole('tab', { name })).toBeInTheDocument();
    }
    const list = await screen.findByRole('list', { name: 'Help articles' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(
      await screen.findByRole('button', { name: /Bot Setup\s*1 article/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Analytics\s*0 articles/ })).toBeInTheDocument();
  });

  it('searches through the API and filters by category', async () => {
    const user = userEvent.setup();
    const fetchMock = renderPage();
    await screen.findByRole('list', { name: 'Help articles' });
    await user.type(screen.getByRole('searchbox', { name: 'Search help' }), 'widget');
    await waitFor(() => expect(urls(fetchMock)).toContain('/api/help/articles?search=widget'));
    expect(urls(fetchMock)).toContain('/api/help/faqs?search=widget');

    const bot = within(screen.getByRole('list', { name: 'Categories' })).getByRole('button', {
      name: /Bot Setup/,
    });
    await user.click(bot);
    expect(bot).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(urls(fetchMock)).toContain('/api/help/articles?search=widget&category=Bot+Setup'),
    );
    await user.click(bot);
    expect(bot).toHaveAttribute('aria-pressed', 'false');
  });

  it('says so when the search finds nothing', async () => {
    const user = userEvent.setup();
    renderPage({ 'GET /api/help/articles': { data: [] }, 'GET /api/help/faqs': { data: [] } });
    expect(await screen.findByText('No articles found')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'FAQ' }));
    expect(await screen.findByText('No questions found')).toBeInTheDocument();
  });

  it('opens an article with its content and votes on it', async () => {
    const user = userEvent.setup();
    const fetchMock = renderPage({
      'POST /api/help/articles/deploy-the-widget/vote': {
        message: helpMessages.thanksForFeedback,
        data: { helpful: 13, notHelpful: 1, myVote: 'helpful' },
      },
    });
    await user.click(await screen.findByRole('button', { name: /Deploying the chat widget/ }));
    const dialog = await screen.findByRole('dialog', { name: deploy.title });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Add every domain.', 'Copy the snippet.']);
    expect(dialog).toHaveTextContent('<script>alert(1)</script> stays text.');
    expect(dialog).toHaveTextContent('12 people found this helpful');
    const group = within(dialog).getByRole('group', { name: 'Was this article helpful?' });
    await user.click(within(group).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(helpMessages.thanksForFeedback)).toBeInTheDocument();
    expect(dialog).toHaveTextContent('13 people found this helpful');
    expect(within(group).getByRole('button', { name: 'Yes' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/vote')) ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ helpful: true });
  });

  it('opens FAQ answers with an accessible accordion, by keyboard too', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('tab', { name: 'FAQ' }));
    const question = await screen.findByRole('button', { name: faq.question });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(question.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeVisible();
    question.focus();
    await user.keyboard('{Enter}');
    expect(question).toHaveAttribute('aria-expanded', 'true');
    const region = screen.getByRole('region', { name: faq.question });
    expect(region).toHaveTextContent(faq.answer);
    expect(within(region).getByRole('button', { name: 'Yes' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.keyboard(' ');
    expect(question).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows contact options and validates the ticket form', async () => {
    const user = userEvent.setup();
    const fetchMock = renderPage();
    await user.click(screen.getByRole('tab', { name: 'Contact Support' }));
    expect(screen.getByText('Response within 24 hours.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /support@/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
    await user.click(screen.getByRole('button', { name: 'Submit Ticket' }));
    expect(await screen.findByText('Subject is required')).toBeInTheDocument();
    expect(screen.getByText('Choose a priority')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Subject'), 'x'.repeat(201));
    await user.click(screen.getByRole('button', { name: 'Submit Ticket' }));
    expect(await screen.findByText('Keep the subject under 200 characters')).toBeInTheDocument();
    expect(urls(fetchMock, 'POST')).toEqual([]);
  });

  it('creates a ticket, clears the form and refreshes My Tickets', async () => {
    const user = userEvent.setup();
    const fetchMock = renderPage({
      'POST /api/support/tickets': { message: helpMessages.ticketCreated, data: ticketDetail },
    });
    await user.click(screen.getByRole('tab', { name: 'Contact Support' }));
    await user.type(screen.getByLabelText('Subject'), 'Widget does not load');
    const priority = screen.getByLabelText('Priority');
    expect(
      within(priority)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Select a priority',
      'Low - General question',
      'Medium - Feature request',
      'High - Bug or issue',
      'Urgent - Service down',
    ]);
    await user.selectOptions(priority, 'High - Bug or issue');
    await user.type(screen.getByLabelText('Message'), 'It stays hidden.');
    await user.click(screen.getByRole('button', { name: 'Submit Ticket' }));
    expect(await screen.findByText(helpMessages.ticketCreated)).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([, options]) => options?.method === 'POST') ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      subject: 'Widget does not load',
      priority: 'high',
      message: 'It stays hidden.',
    });
    await waitFor(() => expect(screen.getByLabelText('Subject')).toHaveValue(''));
    await user.click(screen.getByRole('tab', { name: 'My Tickets' }));
    expect(await screen.findByRole('button', { name: ticket.subject })).toBeInTheDocument();
  });

  it('lists my tickets, opens one and replies', async () => {
    const user = userEvent.setup();
    const fetchMock = renderPage({
      'POST /api/support/tickets/t1/messages': {
        message: helpMessages.replySent,
        data: {
          ...ticketDetail,
          messages: [
            ...ticketDetail.messages,
            {
              id: 'm3',
              author: 'Ada',
              fromSupport: false,
              body: 'Thanks',
              createdAt: ticket.lastReply,
            },
          ],
        },
      },
    });
    await user.click(screen.getByRole('tab', { name: 'My Tickets' }));
    const table = await screen.findByRole('table', { name: 'My Tickets' });
    expect(table).toHaveTextContent('in-progress');
    expect(table).toHaveTextContent('High - Bug or issue');
    expect(table).toHaveTextContent('Jan 5, 2024');
    await user.click(within(table).getByRole('button', { name: ticket.subject }));
    const dialog = await screen.findByRole('dialog', { name: ticket.subject });
    const messages = await within(dialog).findByRole('list', { name: 'Messages' });
    expect(messages).toHaveTextContent('Concierge Support');
    expect(messages).toHaveTextContent('Looking into it.');

    await user.click(within(dialog).getByRole('button', { name: 'Send Reply' }));
    expect(await within(dialog).findByText('Message is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Your reply'), 'Thanks');
    await user.click(within(dialog).getByRole('button', { name: 'Send Reply' }));
    expect(await screen.findByText(helpMessages.replySent)).toBeInTheDocument();
    expect(await within(dialog).findByText('Thanks')).toBeInTheDocument();
    expect(urls(fetchMock, 'POST')).toEqual(['/api/support/tickets/t1/messages']);
  });

  it('hides the reply box on a closed ticket and shows the empty state', async () => {
    const user = userEvent.setup();
    renderPage({
      'GET /api/support/tickets/t1': { data: { ...ticketDetail, status: 'closed' } },
    });
    await user.click(screen.getByRole('tab', { name: 'My Tickets' }));
    await user.click(await screen.findByRole('button', { name: ticket.subject }));
    const dialog = await screen.findByRole('dialog', { name: ticket.subject });
    expect(await within(dialog).findByText(/This ticket is closed/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Send Reply' })).not.toBeInTheDocument();
  });

  it('says "No tickets yet" without tickets', async () => {
    const user = userEvent.setup();
    renderPage({ 'GET /api/support/tickets': { data: [] } });
    await user.click(screen.getByRole('tab', { name: 'My Tickets' }));
    expect(await screen.findByText('No tickets yet')).toBeInTheDocument();
  });

  it('shows load errors with a Retry that loads again', async () => {
    const user = userEvent.setup();
    let articlesFail = true;
    let ticketsFail = true;
    renderPage({
      'GET /api/help/articles': () => (articlesFail ? { status: 400 } : { data: [deploy] }),
      'GET /api/support/tickets': () => (ticketsFail ? { status: 400 } : { data: [ticket] }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load help articles');
    articlesFail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('button', { name: /Deploying the chat widget/ }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'My Tickets' }));
    const ticketsAlert = await screen.findByRole('alert');
    expect(ticketsAlert).toHaveTextContent('Failed to load your tickets');
    ticketsFail = false;
    await user.click(within(ticketsAlert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: ticket.subject })).toBeInTheDocument();
  });
});
