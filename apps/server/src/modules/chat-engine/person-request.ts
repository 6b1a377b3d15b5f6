import type { AssistantReply, ChatbotFeatures } from '@concierge/shared';
import { formConfigFor } from './forms.js';

/**
 * How visitors can reach the organization outside the chat. Only what the organization publishes
 * (its website): members' sign-in e-mails and phone numbers are private and never shown to visitors.
 */
export interface OrganizationContact {
  website: string | null;
}

/** Said above the contact form when nobody can take the chat here. */
export const PERSON_FORM_MESSAGE =
  'I can’t put you through to a person in this chat, but leave your details and our team will get back to you.';

/** The organization's own way in, when it has no contact form. */
export function personContactText(contact: OrganizationContact): string | null {
  if (!contact.website) return null;
  return `I can’t put you through to a person in this chat, but you can reach our team through our website, ${contact.website}.`;
}

/**
 * A visitor asks for a person and the organization does not hand chats over: never a dead end.
 * The contact form when lead capture is on, else the organization's website, else the
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
