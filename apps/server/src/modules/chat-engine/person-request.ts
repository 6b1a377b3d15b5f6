import type { AssistantReply, ChatbotFeatures } from '@concierge/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { organizations } from '../../db/schema.js';
import { formConfigFor } from './forms.js';

/** Said above the contact form when nobody can take the chat here. */
export const PERSON_FORM_MESSAGE =
  'I can’t put you through to a person in this chat, but leave your details and our team will get back to you.';

/**
 * The organization's own way in, when it has no contact form: only what it publishes (its
 * website); members' sign-in e-mails and phone numbers are private and never shown to visitors.
 */
function personContactText(website: string): string | null {
  if (!website.trim()) return null;
  return `I can’t put you through to a person in this chat, but you can reach our team through our website, ${website.trim()}.`;
}

/**
 * A visitor asks for a person and the organization does not hand chats over: never a dead end.
 * The contact form when lead capture is on, else the organization's website, else the
 * contact form anyway (it reaches the team through Submitted Forms).
 */
export async function reachPersonReply(
  db: Executor,
  organizationId: string,
  features: ChatbotFeatures,
): Promise<AssistantReply> {
  const form: AssistantReply = {
    action: 'show_form',
    category: 'General Inquiry',
    formConfig: formConfigFor('General Inquiry'),
    message: PERSON_FORM_MESSAGE,
  };
  if (features.leadCapture) return form;
  const [contact] = await db
    .select({ website: organizations.website })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return (contact && personContactText(contact.website)) ?? form;
}
