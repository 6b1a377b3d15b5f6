import { beforeEach, describe, expect, it } from 'vitest';
import type { StoredChat } from './chat-storage';
import { chatStorageKey, clearChat, loadChat, saveChat } from './chat-storage';

const chat: StoredChat = {
  sessionId: 's-1',
  visitorToken: 'token-1',
  messages: [
    { id: 'm1', role: 'assistant', reply: 'Hi!' },
    { id: 'm2', role: 'visitor', text: 'Book a test' },
    {
      id: 'm3',
      role: 'assistant',
      turnId: 't1',
      feedback: 'like',
      reply: {
        action: 'show_form',
        category: 'Appointments',
        formConfig: {
          title: 'Book',
          fields: [{ label: 'Email', required: true }],
          submitButton: { text: 'Confirm Appointment', style: 'primary' },
        },
      },
    },
  ],
};

describe('chat storage', () => {
  beforeEach(() => localStorage.clear());

  it('round-trips a conversation under a key that names the bot', () => {
    saveChat('bot-a', chat);
    expect(localStorage.getItem(chatStorageKey('bot-a'))).toContain('token-1');
    expect(chatStorageKey('bot-a')).toContain('bot-a');
    expect(loadChat('bot-a')).toEqual(chat);
    expect(loadChat('bot-b')).toBeNull();
  });

  it('keeps live messages and the live state', () => {
    const liveChat: StoredChat = {
      sessionId: 's-1',
      visitorToken: 'token-1',
      messages: [
        { id: 'v', role: 'visitor', text: 'Help', liveId: 3 },
        { id: 'n', role: 'notice', text: 'Maya joined the chat', liveId: 4 },
        { id: 'a', role: 'agent', liveId: 5, name: 'Maya', text: 'Hi' },
      ],
      live: { state: 'agent', agentName: 'Maya', lastId: 5 },
    };
    saveChat('bot-a', liveChat);
    expect(loadChat('bot-a')).toEqual(liveChat);
    saveChat('bot-a', {
      ...liveChat,
      live: { state: 'nope', agentName: null, lastId: 1 } as never,
    });
    expect(loadChat('bot-a')?.live).toBeUndefined();
  });

  it('clears it', () => {
    saveChat('bot-a', chat);
    clearChat('bot-a');
    expect(loadChat('bot-a')).toBeNull();
  });

  it('ignores damaged data', () => {
    localStorage.setItem(chatStorageKey('bot-a'), '{not json');
    expect(loadChat('bot-a')).toBeNull();
    localStorage.setItem(
      chatStorageKey('bot-a'),
      JSON.stringify({ sessionId: 's', visitorToken: 't', messages: [{ junk: true }] }),
    );
    expect(loadChat('bot-a')).toEqual({ sessionId: 's', visitorToken: 't', messages: [] });
  });
});
