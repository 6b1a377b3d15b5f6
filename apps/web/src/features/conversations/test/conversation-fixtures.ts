import type {
  AnalyticsSummary,
  Conversation,
  ConversationSummary,
  ConversationsPage,
  UnansweredQuestionGroup,
  UnansweredQuestions,
} from '@concierge/shared';
import { formCountsFixture, labDefinitions } from '@/test/form-definition-fixtures';

export function analyticsFixture(overrides: Partial<AnalyticsSummary> = {}): AnalyticsSummary {
  return {
    total_sessions_in_range: 120,
    total_message_count: 2345,
    total_end_chats: 80,
    chat_initiated_count: 95,
    daily_sessions: [
      { date: '2024-11-02', session_count: 4 },
      { date: '2024-11-03', session_count: 7 },
    ],
    forms: formCountsFixture(labDefinitions, [11, 6, 2, 9, 5]),
    appointments_count: 11,
    home_collection_count: 6,
    complaints_feedback_count: 2,
    general_inquiry_count: 9,
    test_report_count: 5,
    ...overrides,
  };
}

export function conversationSummaryFixture(
  overrides: Partial<ConversationSummary> = {},
): ConversationSummary {
  return {
    id: 'conv-1',
    startedAt: '2024-11-03T10:00:00.000Z',
    endedAt: '2024-11-03T10:12:00.000Z',
    intent: 'Appointments',
    outcome: 'converted',
    satisfaction: 1,
    messageCount: 4,
    preview: 'I would like to book a blood test',
    user: { id: 'app-user-1', username: 'grace', email: 'grace@example.com' },
    metadata: { source: 'widget' },
    ...overrides,
  };
}

export function conversationsPageFixture(
  conversations: ConversationSummary[] = [conversationSummaryFixture()],
  total = conversations.length,
): ConversationsPage {
  return {
    conversations,
    pagination: { total_pages: Math.max(1, Math.ceil(total / 10)), total_conversations: total },
  };
}

export function conversationFixture(overrides: Partial<Conversation> = {}): Conversation {
  return {
    ...conversationSummaryFixture(),
    messages: [
      {
        id: 'm1',
        role: 'user',
        content: 'I would like to book a blood test',
        timestamp: '2024-11-03T10:00:00.000Z',
      },
      {
        id: 'm2',
        role: 'bot',
        content: 'Book an appointment',
        reply: {
          action: 'show_form',
          category: 'Appointments',
          formConfig: {
            title: 'Book an appointment',
            fields: [{ label: 'Full name', required: true }],
            submitButton: { text: 'Book', style: 'primary' },
          },
        },
        timestamp: '2024-11-03T10:00:05.000Z',
        confidence: 0.87,
      },
      {
        id: 'm3',
        role: 'bot',
        content: 'Anything else?',
        timestamp: '2024-11-03T10:01:00.000Z',
        confidence: 0.5,
      },
    ],
    ...overrides,
  };
}

/** One page of GET /conversations/unanswered: by default every group, on one page. */
export function unansweredPageFixture(
  groups: UnansweredQuestionGroup[],
  pagination: Partial<UnansweredQuestions['pagination']> = {},
): UnansweredQuestions {
  return {
    groups,
    pagination: { total_pages: 1, total_groups: groups.length, ...pagination },
  };
}

export function questionGroupFixture(
  overrides: Partial<UnansweredQuestionGroup> = {},
): UnansweredQuestionGroup {
  return {
    key: 'parking available',
    question: 'Is there parking at the lab?',
    count: 4,
    last_seen: '2024-11-03T09:00:00.000Z',
    examples: ['Can I park nearby?'],
    ...overrides,
  };
}
