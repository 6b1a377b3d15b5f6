import type { FormBadgeColor, FormCategoryCount, FormDefinition } from '@concierge/shared';

/** GET /auth/form-definitions answers, as the web tests stub them (issue 22). */
function definition(
  position: number,
  key: string,
  category: string,
  actionLabel: string,
  badgeColor: FormBadgeColor,
  fields: FormDefinition['fields'] = [
    { key: 'full_name', label: 'Full Name', type: 'text', required: true },
    { key: 'email', label: 'Email', type: 'email', required: true },
  ],
): FormDefinition {
  return {
    key,
    category,
    title: category,
    fields,
    submitButton: { text: actionLabel, style: 'primary' },
    actionLabel,
    badgeColor,
    enabled: true,
    offeredBy: { phrases: [] },
    position,
  };
}

/** A software company's forms (the Software & Technology template). */
export const softwareDefinitions: FormDefinition[] = [
  definition(0, 'demo_request', 'Demo Request', 'Schedule Demo', 'blue', [
    { key: 'full_name', label: 'Full Name', type: 'text', required: true },
    { key: 'email', label: 'Work Email', type: 'email', required: true },
    { key: 'team_size', label: 'Team Size', type: 'select', required: false, options: ['1–10'] },
    { key: 'newsletter', label: 'Send me product news', type: 'checkbox', required: false },
  ]),
  definition(1, 'support_ticket', 'Support Ticket', 'Resolve Ticket', 'orange'),
  definition(2, 'complaints_feedback', 'Complaints/Feedback', 'Submit Complaint', 'red'),
  definition(3, 'sales_inquiry', 'Sales Inquiry', 'Contact Lead', 'green'),
];

/** The lab's five (SPEC §9), as the Healthcare & Diagnostics template stores them. */
export const labDefinitions: FormDefinition[] = [
  definition(0, 'appointments', 'Appointments', 'Confirm Appointment', 'blue'),
  definition(1, 'home_collection', 'Home Collection', 'Book Sample Visit', 'green'),
  definition(2, 'complaints_feedback', 'Complaints/Feedback', 'Submit Complaint', 'red'),
  definition(3, 'general_inquiry', 'General Inquiry', 'Send Message', 'purple'),
  definition(4, 'test_report', 'Test Report', 'Request Report', 'yellow'),
];

/** `forms` of the dashboard's and analytics' answers: the definitions with these counts. */
export function formCountsFixture(
  definitions: readonly FormDefinition[],
  counts: readonly number[],
): FormCategoryCount[] {
  return definitions.map((form, index) => ({
    key: form.key,
    category: form.category,
    badge_color: form.badgeColor,
    count: counts[index] ?? 0,
  }));
}
