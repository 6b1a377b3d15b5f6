import type { SessionChats, SubmittedForm, SubmittedFormsPage } from '@concierge/shared';

export function submittedFormFixture(overrides: Partial<SubmittedForm> = {}): SubmittedForm {
  return {
    id: 'form-1',
    form_id: 'APT-1001',
    session_id: 'abcd1234efgh5678',
    category: 'Appointments',
    form_key: null,
    form_data: {
      full_name: 'Jane Doe',
      email: 'jane@example.com',
      preferred_date: '2024-03-10',
      test_details: { test: 'CBC', fasting: true },
    },
    submitted_at: '2024-03-04T16:05:00',
    status: null,
    ...overrides,
  };
}

export function formsPageFixture(
  forms: SubmittedForm[],
  pagination: Partial<SubmittedFormsPage['pagination']> = {},
): SubmittedFormsPage {
  return {
    forms,
    pagination: { total_pages: 1, total_forms: forms.length, ...pagination },
  };
}

export const sessionChatsFixture: SessionChats = {
  sessions: [
    {
      _id: 'abcd1234efgh5678',
      last_updated: '2024-03-04T16:06:00',
      chat_history: [
        {
          _id: 't1',
          user: 'Book a blood test',
          assistant: {
            action: 'show_form',
            category: 'Appointments',
            formConfig: {
              title: 'Book an Appointment',
              fields: [{ label: 'Full Name', required: true }],
              submitButton: { text: 'Book now', style: 'primary' },
            },
          },
          date_time: '2024-03-04T16:05:00',
          confidence: 1,
          feedback: null,
        },
      ],
    },
  ],
};
