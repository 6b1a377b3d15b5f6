import { answerText } from '@concierge/shared';
import type { EventContent } from './event-content.js';
import type { AppUserRow } from './queries.js';

/** A chat message for a channel (Slack, Teams), before either's markup. All text is plain. */
export interface ChannelNotice {
  /** Shown in bold: "New Appointments form". */
  title: string;
  /** Follows the title: "from Jane Doe (jane@example.com, 555 0100)". */
  lead: string;
  fields: { label: string; value: string }[];
  /** The dashboard page that shows it, e.g. "/submitted-forms". */
  linkPath: string;
}

export const OPEN_LINK_LABEL = 'Open in Concierge';
const MAX_VALUE_CHARS = 500;

export function noticeOf(content: Exclude<EventContent, { type: 'conversation.ended' }>) {
  if (content.type === 'form.submitted') {
    return {
      title: `New ${content.form.category} form`,
      lead: `from ${visitorOf(content.appUser)}`,
      fields: content.answers.map(({ label, value }) => ({ label, value: textOf(value) })),
      linkPath: `/submitted-forms?form=${content.form.id}`,
    } satisfies ChannelNotice;
  }
  return {
    title: 'A visitor asked to talk to a person:',
    lead: `“${clip(content.question)}”`,
    fields: [{ label: 'Visitor', value: visitorOf(content.appUser) }],
    linkPath: '/conversations',
  } satisfies ChannelNotice;
}

/** The Test button's message. */
export function testNotice(providerName: string): ChannelNotice {
  return {
    title: 'Test message from Concierge',
    lead: `Your ${providerName} integration works: submitted forms and handoff requests will appear here.`,
    fields: [],
    linkPath: '/',
  };
}

function visitorOf(appUser: AppUserRow): string {
  const contact = [appUser.email, appUser.phonenumber].filter(Boolean).join(', ');
  return contact ? `${appUser.username} (${contact})` : appUser.username;
}

function textOf(value: unknown): string {
  if (Array.isArray(value)) return clip(value.map((item) => answerText(item)).join(', '));
  return clip(answerText(value));
}

function clip(text: string): string {
  return text.length > MAX_VALUE_CHARS ? `${text.slice(0, MAX_VALUE_CHARS - 1)}…` : text;
}
