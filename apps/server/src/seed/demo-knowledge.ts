import type { Executor } from '../db/client.js';
import { chatbotSettings } from '../db/schema.js';
import { createPublishedEntry } from '../modules/knowledge/entry-content.js';
import { LAB_KNOWLEDGE } from './lab-knowledge.js';

export const DEMO_BOT_DOMAINS = ['riverside-diagnostics.example', 'localhost'];

/**
 * The demo lab's knowledge base, published the way staff's entries are (entry, first version,
 * passages), and its bot with booking, lead capture, tickets and feedback on.
 * Answers each entry's id by title.
 */
export async function seedDemoKnowledge(
  db: Executor,
  organizationId: string,
  modifiedBy: string,
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const entry of LAB_KNOWLEDGE) {
    const row = await createPublishedEntry(db, {
      organizationId,
      type: entry.type,
      sourceType: entry.type === 'website' ? 'crawl' : 'manual',
      url: entry.type === 'website' ? 'https://riverside-diagnostics.example/about' : null,
      title: entry.title,
      content: entry.content,
      tags: entry.tags,
      modifiedBy,
    });
    ids.set(row.title, row.id);
  }
  await db.insert(chatbotSettings).values({
    organizationId,
    name: 'Riverside Assistant',
    greeting: 'Hi! I can help with tests, prices, reports and bookings at Riverside Diagnostics.',
    avatar: '🧪',
    primaryColor: '#0f766e',
    position: 'bottom-right',
    allowedDomains: DEMO_BOT_DOMAINS,
    features: {
      leadCapture: true,
      appointmentBooking: true,
      ticketCreation: true,
      humanHandoff: false,
    },
    behavior: { proactiveGreeting: true, collectFeedback: true, maxRetries: 3 },
  });
  return ids;
}
