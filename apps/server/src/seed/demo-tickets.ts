import type { Executor } from '../db/client.js';
import { supportTickets, ticketMessages } from '../db/schema.js';

const HOUR = 3_600_000;

interface DemoTicket {
  subject: string;
  priority: 'low' | 'medium' | 'high';
  status: 'open' | 'resolved';
  hoursAgo: number;
  /** Alternating: the member's question, support's answer, … */
  messages: string[];
}

const demoTickets: DemoTicket[] = [
  {
    subject: 'Can the bot ask for the address of a home collection?',
    priority: 'medium',
    status: 'resolved',
    hoursAgo: 72,
    messages: [
      'Patients booking a home sample collection should give their street address. Can the form ask for it?',
      'Yes: turn on Appointment Booking under Bot Setup → Features. The home-collection form asks for the address, and each submission appears under Submitted Forms.',
    ],
  },
  {
    subject: 'Weekly report goes to our old reception address',
    priority: 'low',
    status: 'open',
    hoursAgo: 5,
    messages: [
      'The Monday report still reaches reception@ even though that colleague left. How do we change who gets it?',
    ],
  },
];

/** Two tickets of the demo lab, one answered by the operator, so both sides of support show data. */
export async function seedDemoTickets(
  db: Executor,
  input: { organizationId: string; ownerId: string; operatorId: string; now: Date },
): Promise<void> {
  for (const ticket of demoTickets) {
    const createdAt = new Date(input.now.getTime() - ticket.hoursAgo * HOUR);
    const times = ticket.messages.map(
      (_, index) => new Date(createdAt.getTime() + index * 2 * HOUR),
    );
    const [row] = await db
      .insert(supportTickets)
      .values({
        organizationId: input.organizationId,
        createdBy: input.ownerId,
        subject: ticket.subject,
        priority: ticket.priority,
        status: ticket.status,
        createdAt,
        lastReplyAt: times.at(-1) ?? createdAt,
      })
      .returning({ id: supportTickets.id });
    if (!row) throw new Error('demo ticket was not created');
    await db.insert(ticketMessages).values(
      ticket.messages.map((body, index) => ({
        ticketId: row.id,
        authorId: index % 2 === 0 ? input.ownerId : input.operatorId,
        fromSupport: index % 2 === 1,
        body,
        createdAt: times[index] ?? createdAt,
      })),
    );
  }
}
