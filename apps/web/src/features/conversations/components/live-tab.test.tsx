import { liveChatTexts } from '@concierge/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { StubbedAnswer } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render-with-providers';
import { signInAs } from '@/test/sign-in-as';
import { ConversationsPage } from '../routes/conversations-page';
import {
  liveConversationFixture,
  liveDetailFixture,
  liveMessageFixture,
  stubLiveFetch,
} from '../test/live-fixtures';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const waitingNew = liveConversationFixture({
  sessionId: 's-1',
  visitorName: 'Jamie Doe',
  waitingSince: minutesAgo(2),
});
const waitingOld = liveConversationFixture({
  sessionId: 's-2',
  visitorName: 'Priya Shah',
  waitingSince: minutesAgo(5),
});
const withAgent = liveConversationFixture({
  sessionId: 's-3',
  visitorName: 'Leo Park',
  state: 'agent',
  waitingSince: null,
  agentAccountId: 'someone-else',
  agentName: 'Maya Chen',
  // The active list is newest activity first: the fixtures' default times differ by chance.
  lastActivity: minutesAgo(1),
});
const withBot = liveConversationFixture({
  sessionId: 's-4',
  visitorName: 'Ana Ruiz',
  state: 'bot',
  waitingSince: null,
  lastMessage: 'What are your prices?',
  lastActivity: minutesAgo(3),
});

function renderLive(
  role: Parameters<typeof signInAs>[0] = 'editor',
  answers: Record<string, StubbedAnswer | (() => StubbedAnswer)> = {},
  streamStatus = 200,
) {
  const stub = stubLiveFetch(
    {
      ...signInAs(role),
      'GET /api/live/conversations': { data: [waitingNew, withAgent, waitingOld, withBot] },
      'GET /api/live/conversations/s-1': { data: liveDetailFixture(waitingNew) },
      'GET /api/live/stats': {
        data: { handoffs: 12, taken: 9, averageWaitSeconds: 95, agentResolved: 7 },
      },
      ...answers,
    },
    streamStatus,
  );
  renderWithProviders(<ConversationsPage />, { path: '/conversations', search: '?tab=live' });
  return { ...stub, user: userEvent.setup() };
}

const section = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) });
const names = (name: string) =>
  within(section(name))
    .queryAllByRole('button')
    .map((button) => button.textContent);

async function openJamie(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /Jamie Doe/ }));
  return screen.findByRole('log', { name: 'Conversation' });
}

describe('Live tab', () => {
  it('lists waiting conversations oldest first and the active ones with their agent', async () => {
    renderLive();

    expect(screen.getByRole('tab', { name: 'Live', selected: true })).toBeInTheDocument();
    await screen.findByRole('button', { name: /Jamie Doe/ });
    const waiting = names('Waiting');
    expect(waiting).toHaveLength(2);
    expect(waiting[0]).toMatch(/^Priya Shah.*5m \d+s/);
    expect(waiting[1]).toMatch(/^Jamie Doe.*2m \d+s/);
    expect(names('Active').join('|')).toMatch(/Leo Park.*Maya Chen.*\|Ana Ruiz.*Bot/);
    expect(await screen.findByText('Resolved by your team')).toBeInTheDocument();
    expect(screen.getByText('1m 35s')).toBeInTheDocument();
  });

  it('says so when nobody is in the queue', async () => {
    renderLive('editor', { 'GET /api/live/conversations': { data: [] } });
    expect(await screen.findByText('No live conversations right now')).toBeInTheDocument();
  });

  it('shows a failed load with a retry', async () => {
    let fail = true;
    const { user } = renderLive('editor', {
      'GET /api/live/conversations': () =>
        fail ? { status: 404, message: 'Not here' } : { data: [waitingNew] },
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Not here')).toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: /Jamie Doe/ })).toBeInTheDocument();
  });

  it('loads the timeline of the selected conversation', async () => {
    const { user } = renderLive();
    const log = await openJamie(user);

    expect(within(log).getByText('When are you open?')).toBeInTheDocument();
    expect(within(log).getByText('We are open 8am to 6pm.')).toBeInTheDocument();
    expect(within(log).getByText(liveChatTexts.waiting)).toBeInTheDocument();
    expect(within(log).getByText('Can I talk to a person?')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Jamie Doe' })).toBeInTheDocument();
    expect(screen.getByText('jamie@example.com')).toBeInTheDocument();
    // Nobody holds it yet: no reply box.
    expect(screen.queryByRole('textbox', { name: /Reply/ })).not.toBeInTheDocument();
  });

  it('takes a conversation, toasts the server message, then sends a reply', async () => {
    const taken = {
      ...waitingNew,
      state: 'agent' as const,
      agentAccountId: 'u1',
      agentName: 'Ada',
    };
    const reply = liveMessageFixture({
      id: 9,
      author: 'agent',
      authorName: 'Ada',
      body: 'Hi Jamie, how can I help?',
    });
    const { user, calls } = renderLive('editor', {
      'POST /api/live/conversations/s-1/take': {
        data: taken,
        message: 'You are now handling this conversation',
      },
      'POST /api/live/conversations/s-1/messages': { data: reply },
      'POST /api/live/conversations/s-1/typing': { data: null },
    });
    await openJamie(user);

    await user.click(screen.getByRole('button', { name: 'Take conversation' }));
    expect(await screen.findByText('You are now handling this conversation')).toBeInTheDocument();
    expect(calls('POST', '/api/live/conversations/s-1/take')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Take conversation' })).not.toBeInTheDocument();

    const box = screen.getByRole('textbox', { name: 'Reply to Jamie Doe' });
    expect(box).toHaveFocus();
    await user.type(box, '{Enter}');
    expect(screen.getByText('Type a message')).toBeInTheDocument();
    expect(calls('POST', '/api/live/conversations/s-1/messages')).toHaveLength(0);

    await user.type(box, 'Hi Jamie,{Shift>}{Enter}{/Shift}how can I help?');
    expect(box).toHaveValue('Hi Jamie,\nhow can I help?');
    await user.clear(box);
    await user.type(box, 'Hi Jamie, how can I help?{Enter}');

    const log = screen.getByRole('log', { name: 'Conversation' });
    expect(await within(log).findByText('Hi Jamie, how can I help?')).toBeInTheDocument();
    expect(within(log).getByText('Ada')).toBeInTheDocument();
    const init = calls('POST', '/api/live/conversations/s-1/messages')[0]?.[1];
    expect(JSON.parse(String(init?.body))).toEqual({ text: 'Hi Jamie, how can I help?' });
    expect(box).toHaveValue('');
    // Typing pings at most every 3 s, however fast the keys come.
    expect(calls('POST', '/api/live/conversations/s-1/typing').length).toBeLessThanOrEqual(2);
  });

  it('shows the server message when someone else took it first', async () => {
    const { user } = renderLive('editor', {
      'POST /api/live/conversations/s-1/take': {
        status: 409,
        message: liveChatTexts.alreadyTaken('Maya Chen'),
      },
    });
    await openJamie(user);

    await user.click(screen.getByRole('button', { name: 'Take conversation' }));
    expect(
      await screen.findByText('Maya Chen is already handling this conversation'),
    ).toBeInTheDocument();
  });

  it('ends a held conversation after confirming', async () => {
    const held = { ...waitingNew, state: 'agent' as const, agentAccountId: 'u1', agentName: 'Ada' };
    const { user, calls } = renderLive('editor', {
      'GET /api/live/conversations': { data: [held] },
      'GET /api/live/conversations/s-1': { data: liveDetailFixture(held) },
      'POST /api/live/conversations/s-1/end': {
        data: { ...held, ended: true },
        message: liveChatTexts.ended,
      },
    });
    await openJamie(user);

    await user.click(screen.getByRole('button', { name: 'End conversation' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'End this conversation?' });
    await user.click(within(dialog).getByRole('button', { name: 'End conversation' }));

    expect(await screen.findByText(liveChatTexts.ended)).toBeInTheDocument();
    expect(calls('POST', '/api/live/conversations/s-1/end')).toHaveLength(1);
    expect(screen.getByText(liveChatTexts.conversationEnded)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Reply/ })).not.toBeInTheDocument();
  });

  it('lets a viewer follow but not take or answer', async () => {
    const held = { ...waitingNew, state: 'agent' as const, agentAccountId: 'u1', agentName: 'Ada' };
    const { user } = renderLive('viewer', {
      'GET /api/live/conversations/s-1': { data: liveDetailFixture(held) },
    });
    expect(await screen.findByRole('note')).toHaveTextContent(/View only \(Viewer\)/);
    await openJamie(user);

    expect(screen.queryByRole('button', { name: 'Take conversation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'End conversation' })).not.toBeInTheDocument();
  });

  it('moves a conversation into Waiting from the stream, without fetching again', async () => {
    const { user, calls, emit } = renderLive();
    await screen.findByRole('button', { name: /Ana Ruiz/ });
    await waitFor(() => expect(calls('GET', '/api/live/stream')).toHaveLength(1));
    expect(names('Waiting')).toHaveLength(2);

    emit({
      event: 'conversation',
      data: { ...withBot, state: 'waiting', waitingSince: minutesAgo(9) },
    });

    await waitFor(() => expect(names('Waiting')).toHaveLength(3));
    expect(names('Waiting')[0]).toMatch(/^Ana Ruiz/);
    expect(names('Active').join()).not.toMatch(/Ana Ruiz/);

    // A visitor's message and typing reach the open conversation too.
    const log = await openJamie(user);
    emit({ event: 'typing', data: { sessionId: 's-1', from: 'visitor' } });
    expect(await screen.findByText('Jamie Doe is typing…')).toBeInTheDocument();
    emit({ event: 'message', data: liveMessageFixture({ id: 20, body: 'Anyone there?' }) });
    expect(await within(log).findByText('Anyone there?')).toBeInTheDocument();
    expect(screen.queryByText('Jamie Doe is typing…')).not.toBeInTheDocument();

    expect(calls('GET', '/api/live/conversations')).toHaveLength(1);
    expect(calls('GET', '/api/live/conversations/s-1')).toHaveLength(1);
    expect(calls('GET', '/api/live/stream')).toHaveLength(1);
  });

  it('refreshes the handoff figures when a conversation moves, not on every message', async () => {
    let handoffs = 12;
    const { calls, emit } = renderLive('editor', {
      'GET /api/live/stats': () => ({
        data: { handoffs, taken: 9, averageWaitSeconds: 95, agentResolved: 7 },
      }),
    });
    const figure = (label: string) =>
      within(screen.getByRole('region', { name: /^Handoffs/ })).getByText(label).nextSibling;
    await waitFor(() => expect(figure('Handoffs')).toHaveTextContent('12'));
    await waitFor(() => expect(calls('GET', '/api/live/stream')).toHaveLength(1));

    // A new message in a waiting chat: the same state, the same figures.
    emit({ event: 'conversation', data: { ...waitingNew, lastMessage: 'Still there?' } });
    await screen.findByText('Still there?');
    expect(calls('GET', '/api/live/stats')).toHaveLength(1);

    handoffs = 13;
    emit({
      event: 'conversation',
      data: { ...withBot, state: 'waiting', waitingSince: minutesAgo(0) },
    });
    await waitFor(() => expect(figure('Handoffs')).toHaveTextContent('13'));
    expect(calls('GET', '/api/live/stats')).toHaveLength(2);
  });

  it('shows whether the visitor is still there, and warns the holder when they left', async () => {
    const held = {
      ...waitingNew,
      state: 'agent' as const,
      agentAccountId: 'u1',
      agentName: 'Ada',
      visitorPresence: 'left' as const,
      visitorLeftAt: minutesAgo(5),
    };
    const { user, emit } = renderLive('editor', {
      'GET /api/live/conversations': { data: [held, waitingOld] },
      'GET /api/live/conversations/s-1': { data: liveDetailFixture(held) },
    });

    expect(await screen.findByRole('button', { name: /Jamie Doe/ })).toHaveTextContent(
      'Left 5 minutes ago',
    );
    expect(screen.getByRole('button', { name: /Priya Shah/ })).toHaveTextContent('Here');
    await openJamie(user);
    const heading = screen.getByRole('heading', { name: 'Jamie Doe' }).parentElement;
    expect(within(heading as HTMLElement).getByText('Left 5 minutes ago')).toHaveAttribute(
      'title',
      expect.stringMatching(/^Left at /),
    );
    expect(screen.getByText(/Jamie Doe has left the chat\. Your reply is kept/)).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Reply to Jamie Doe' })).toBeEnabled();

    // They come back: the stream says so.
    emit({
      event: 'conversation',
      data: { ...held, visitorPresence: 'here', visitorLeftAt: null },
    });
    await waitFor(() => expect(screen.queryByText(/has left the chat/)).not.toBeInTheDocument());
    expect(screen.queryByText(/^Left /)).not.toBeInTheDocument();
  });

  it('shows the bot’s handover in the words the visitor read', async () => {
    const detail = liveDetailFixture(waitingNew);
    detail.timeline.splice(1, 0, {
      kind: 'turn',
      id: 't2',
      userText: 'Can I talk to a person?',
      assistant: { action: 'handoff', category: 'Human Handoff' },
      createdAt: minutesAgo(2),
    });
    const { user } = renderLive('editor', { 'GET /api/live/conversations/s-1': { data: detail } });
    const log = await openJamie(user);

    expect(within(log).getByText(liveChatTexts.handoffReply)).toBeInTheDocument();
    expect(log).not.toHaveTextContent(/Action:|Category:|Human Handoff/);
  });

  it('reconnects after a dropped stream and fetches the queue and the open conversation again', async () => {
    const { user, calls, close } = renderLive();
    await openJamie(user);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Connected'));

    close();

    expect(await screen.findByText('Reconnecting…')).toBeInTheDocument();
    // The first retry waits 1 s.
    await waitFor(() => expect(calls('GET', '/api/live/stream')).toHaveLength(2));
    await waitFor(() => expect(calls('GET', '/api/live/conversations')).toHaveLength(2));
    expect(calls('GET', '/api/live/conversations/s-1')).toHaveLength(2);
    expect(screen.getByRole('status')).toHaveTextContent('Connected');
  });

  it('ends the session when the stream answers 401', async () => {
    renderLive('editor', {}, 401);
    await waitFor(() => expect(localStorage.getItem('user')).toBeNull());
  });
});
