import type { AssistantReply, ChatbotFeatures } from '@concierge/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { organizations } from '../../db/schema.js';
import { contactForm, showForm, type EngineForms } from './forms.js';

/** Said above the contact form when nobody can take the chat here. */
export const PERSON_FORM_MESSAGE =
  'I can’t put you through to a person in this chat, but leave your details and our team will get back to you.';

/** Said when nobody can take the chat and the organization has no form switched on. */
export const NO_PERSON_MESSAGE =
  'I can’t put you through to a person in this chat. Please try again later, and thank you for your patience.';

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
 * contact form anyway (it reaches the team through Submitted Forms); with every form switched
 * off and no website, the plain words.
 */
export async function reachPersonReply(
  db: Executor,
  organizationId: string,
  settings: EngineForms & { features: ChatbotFeatures },
): Promise<AssistantReply> {
  const contact = contactForm(settings.forms);
  const form = contact ? showForm(contact, settings, PERSON_FORM_MESSAGE) : null;
  if (form && settings.features.leadCapture) return form;
  const [organization] = await db
    .select({ website: organizations.website })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return (organization && personContactText(organization.website)) ?? form ?? NO_PERSON_MESSAGE;
}
