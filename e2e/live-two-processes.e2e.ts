import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  liveChatTexts,
  type LiveConversation,
  type LiveMessage,
  type LiveSessionState,
  type MessageResult,
  type StartSessionResult,
} from '@concierge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailCatcher } from './support/mail-catcher.js';
import { adminQuery, withDatabase } from '../apps/server/src/test/admin-database.js';
import { startServer, type RunningServer } from './support/server.js';
import { enableBotFeature, signInToApi, type StaffApi } from './support/staff-api.js';
import { openEventStream, type EventStream } from './support/event-stream.js';

const serverUrl = process.env.TEST_DATABASE_URL;

/**
 * Issue 9 across processes: two servers on one PostgreSQL database, the visitor talking to one and
 * the member to the other. Messages must cross through the database's notifications, in order, and
 * a visitor who loses the connection must get exactly what it missed. Needs TEST_DATABASE_URL (CI
 * sets it); without it there is no PostgreSQL server to share.
 */
describe.skipIf(!serverUrl)('live handoff across two server processes on PostgreSQL', () => {
  const mail = new MailCatcher();
  let dataDir: string;
  let database: string;
  let visitorSide: RunningServer;
  let agentSide: RunningServer;
  let staff: StaffApi;
  let staffStream: EventStream;

  beforeAll(async () => {
    database = `concierge_live_${process.pid}_${Date.now()}`;
    await adminQuery(serverUrl ?? '', `create database ${database}`);
    const databaseUrl = withDatabase(serverUrl ?? '', database);
    dataDir = await mkdtemp(path.join(tmpdir(), 'concierge-live-'));
    await mail.start();
    // One after the other: the first migrates and seeds, the second finds it done.
    visitorSide = await startServer(mail.url, { databaseUrl, dataDir });
    agentSide = await startServer(mail.url, { databaseUrl, dataDir });
    const { email, password } = agentSide.demo.owner;
    staff = await signInToApi(agentSide.url, email, password);
    await enableBotFeature(staff, 'humanHandoff');
    // The member's live view is open on the agent side: the team is online.
    staffStream = await openEventStream(`${agentSide.url}/api/live/stream`, staff.authorization);
  });

  afterAll(async () => {
    staffStream?.close();
    await visitorSide?.stop();
    await agentSide?.stop();
    await mail.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    if (database)
      await adminQuery(serverUrl ?? '', `drop database if exists ${database} with (force)`);
  });

  it('carries messages both ways in order, and a reconnecting visitor misses nothing', async () => {
    const [bot] = await staff.call<{ id: string }[]>('/auth/chatbot-settings');
    const visitor = await startVisitor(visitorSide.url, bot?.id ?? '');
    const asked = await visitor.send<MessageResult>('Can I talk to a real person please?');
    expect(asked.handoff?.state).toBe('waiting');

    let stream = await visitor.stream(0);
    await expect.poll(() => stream.texts()).toContain(liveChatTexts.waiting);

    // The agent, on the other process, sees it waiting and takes it.
    await expect
      .poll(() =>
        staffStream
          .data<LiveConversation>('conversation')
          .some((item) => item.sessionId === visitor.sessionId && item.state === 'waiting'),
      )
      .toBe(true);
    await staff.call(`/live/conversations/${visitor.sessionId}/take`, { method: 'POST' });
    await agentSays(visitor.sessionId, 'Hello, this is Dana.');
    await expect.poll(() => stream.texts()).toContain('Hello, this is Dana.');
    expect(stream.data<LiveSessionState>('state').at(-1)?.state).toBe('agent');

    // The visitor's words reach the agent's process.
    await visitor.send('My report from Monday is missing.');
    await expect
      .poll(() => staffStream.data<LiveMessage>('message').map((message) => message.body))
      .toContain('My report from Monday is missing.');
    // The visitor's own stream carries it too; only then is it among the messages seen.
    await expect.poll(() => stream.texts()).toContain('My report from Monday is missing.');

    // The visitor's connection drops; the agent writes twice meanwhile.
    const lastSeen = Math.max(...stream.data<LiveMessage>('message').map((message) => message.id));
    stream.close();
    await agentSays(visitor.sessionId, 'I found it.');
    await agentSays(visitor.sessionId, 'It is in your inbox now.');
    stream = await visitor.stream(lastSeen);
    await expect.poll(() => stream.texts()).toContain('It is in your inbox now.');
    const replayed = stream.data<LiveMessage>('message');
    expect(replayed.map((message) => message.body)).toEqual([
      'I found it.',
      'It is in your inbox now.',
    ]);
    expect(replayed.every((message) => message.id > lastSeen)).toBe(true);
    expect(replayed[0]?.id).toBeLessThan(replayed[1]?.id ?? 0);

    // And live again across processes after the reconnect.
    await agentSays(visitor.sessionId, 'Anything else?');
    await expect.poll(() => stream.texts()).toContain('Anything else?');
    expect(new Set(stream.data<LiveMessage>('message').map((message) => message.id)).size).toBe(
      stream.data<LiveMessage>('message').length,
    );
    stream.close();
  });

  it('shows the member on one process that the visitor of the other closed the chat', async () => {
    const [bot] = await staff.call<{ id: string }[]>('/auth/chatbot-settings');
    const visitor = await startVisitor(visitorSide.url, bot?.id ?? '');
    const asked = await visitor.send<MessageResult>('Can I talk to a real person please?');
    expect(asked.handoff?.state).toBe('waiting');
    const presence = () =>
      staffStream
        .data<LiveConversation>('conversation')
        .filter((item) => item.sessionId === visitor.sessionId)
        .at(-1)?.visitorPresence;

    const stream = await visitor.stream(0);
    await expect.poll(presence).toBe('here');
    stream.close();
    await expect.poll(presence).toBe('left');
    const [listed] = (await staff.call<LiveConversation[]>('/live/conversations')).filter(
      (item) => item.sessionId === visitor.sessionId,
    );
    expect(listed?.visitorPresence).toBe('left');
  });

  function agentSays(sessionId: string, text: string) {
    return staff.call(`/live/conversations/${sessionId}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text }),
    });
  }
});

/** A widget visitor, through the public API of one server. */
async function startVisitor(baseUrl: string, botId: string) {
  const started = await fetch(`${baseUrl}/api/public/bots/${botId}/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: '{}',
  });
  const session = ((await started.json()) as { data: StartSessionResult }).data;
  const authorization = `Bearer ${session.visitor_token}`;
  return {
    sessionId: session.session_id,
    async send<T = unknown>(text: string): Promise<T> {
      const response = await fetch(
        `${baseUrl}/api/public/sessions/${session.session_id}/messages`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization, origin: baseUrl },
          body: JSON.stringify({ text }),
        },
      );
      return ((await response.json()) as { data: T }).data;
    },
    stream(after: number) {
      return openEventStream(
        `${baseUrl}/api/public/sessions/${session.session_id}/live?after=${after}`,
        authorization,
        baseUrl,
      );
    },
  };
}
