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
      fields: content.answers.map(({ key, label, value }) => ({
        // An answer of a field the form no longer has is labelled by its key.
        label: label === key ? labelOf(key) : label,
        value: textOf(value),
      })),
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

/** A key as words: full_name → "Full name". */
function labelOf(key: string): string {
  const words = key.replace(/[_-]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : key;
}

function textOf(value: unknown): string {
  if (typeof value === 'string') return clip(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return clip(value.map((item) => textOf(item)).join(', '));
  if (value === null || value === undefined) return '';
  return clip(typeof value === 'object' ? JSON.stringify(value) : String(value));
}

function clip(text: string): string {
  return text.length > MAX_VALUE_CHARS ? `${text.slice(0, MAX_VALUE_CHARS - 1)}…` : text;
}
