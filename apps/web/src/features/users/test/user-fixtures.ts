import type { AppUser, ChatSession, UserChatsPage, UsersPage } from '@concierge/shared';

export function appUserFixture(overrides: Partial<AppUser> = {}): AppUser {
  return {
    _id: '6650c0ffee0000000000a1b2',
    username: 'Jane Doe',
    email: 'jane@example.com',
    phonenumber: '+1 555 0100',
    disabled: false,
    agreed_terms: true,
    user_chat_count: 4,
    created_at: '2024-01-05T10:30:00',
    session: 'sess-9f8e7d6c5b4a',
    ...overrides,
  };
}

export function usersPageFixture(
  users: AppUser[] = [appUserFixture()],
  pagination: Partial<UsersPage['pagination']> = {},
): UsersPage {
  return {
    users,
    pagination: { total_pages: 1, total_users: users.length, ...pagination },
  };
}

export function chatSessionFixture(
  index: number,
  overrides: Partial<ChatSession> = {},
): ChatSession {
  return {
    _id: `session-${index}`,
    last_updated: `2024-02-0${(index % 9) + 1}T09:15:00`,
    chat_history: [
      {
        _id: `turn-${index}`,
        user: `Question ${index}`,
        assistant: `Answer ${index}`,
        date_time: '2024-02-01T09:15:00',
        confidence: 0.9,
        feedback: null,
      },
    ],
    ...overrides,
  };
}

export function userChatsFixture(
  sessions: ChatSession[],
  pagination: Partial<UserChatsPage['pagination']> = {},
): UserChatsPage {
  return {
    sessions,
    pagination: { total_pages: 1, total_sessions: sessions.length, ...pagination },
  };
}
