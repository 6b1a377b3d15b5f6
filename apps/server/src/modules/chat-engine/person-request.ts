import type { AssistantReply, ChatbotFeatures } from '@concierge/shared';
import { formConfigFor } from './forms.js';

/** How visitors can reach the organization outside the chat (its profile and settings). */
export interface OrganizationContact {
  email: string | null;
  phone: string | null;
  website: string | null;
}

/** Said above the contact form when nobody can take the chat here. */
export const PERSON_FORM_MESSAGE =
  'I can’t put you through to a person in this chat, but leave your details and our team will get back to you.';

/** The organization's own ways in, when it has no contact form. */
export function personContactText(contact: OrganizationContact): string | null {
  const ways = [
    contact.email && `by e-mail at ${contact.email}`,
    contact.phone && `by phone at ${contact.phone}`,
    contact.website && `on our website, ${contact.website}`,
  ].filter((way): way is string => Boolean(way));
  if (ways.length === 0) return null;
  const last = ways.pop();
  const listed = ways.length > 0 ? `${ways.join(', ')} or ${last}` : last;
  return `I can’t put you through to a person in this chat, but you can reach our team ${listed}.`;
}

/**
 * A visitor asks for a person and the organization does not hand chats over: never a dead end.
 * The contact form when lead capture is on, else the organization's contact details, else the
 * contact form anyway (it reaches the team through Submitted Forms).
 */
export async function reachPersonReply(
  features: ChatbotFeatures,
  contactDetails: (() => Promise<OrganizationContact | null>) | undefined,
): Promise<AssistantReply> {
  const form: AssistantReply = {
    action: 'show_form',
    category: 'General Inquiry',
    formConfig: formConfigFor('General Inquiry'),
    message: PERSON_FORM_MESSAGE,
  };
  if (features.leadCapture || !contactDetails) return form;
  const contact = await contactDetails();
  return (contact && personContactText(contact)) ?? form;
}
