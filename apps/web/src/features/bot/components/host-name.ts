import { chatbotSettingsUpdateSchema } from '@concierge/shared';

const domainListSchema = chatbotSettingsUpdateSchema.shape.allowedDomains.unwrap();

/**
 * What people paste (a URL with scheme and path) becomes the host name the server stores;
 * null when it is still not a host name by the shared rule.
 */
export function toHostName(text: string): string | null {
  const host = text
    .trim()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
    .replace(/[/?#].*$/, '');
  const parsed = domainListSchema.safeParse([host]);
  return (parsed.success && parsed.data[0]) || null;
}
