import type { Executor } from '../db/client.js';
import { enqueueJob } from './jobs/queue.js';

/**
 * What happened in a tenant's chats that someone may want to hear about. The public chat publishes
 * these in the transaction of the change itself; each consumer (notifications, integrations) gets
 * its own job, so one consumer's failure and retries never repeat the other's work.
 */
export type DomainEvent =
  | { type: 'conversation.started'; organizationId: string; sessionId: string; text: string }
  | { type: 'answer.low_confidence'; organizationId: string; sessionId: string; question: string }
  | { type: 'handoff.requested'; organizationId: string; sessionId: string; question: string }
  | { type: 'form.submitted'; organizationId: string; formId: string }
  | { type: 'conversation.ended'; organizationId: string; sessionId: string };

export type DomainEventType = DomainEvent['type'];

/** The job type of each consumer; its handler receives `{ event: DomainEvent }`. */
export const EVENT_CONSUMER_JOBS = {
  notifications: 'notifications.event',
  integrations: 'integrations.event',
} as const;

export async function publishEvent(executor: Executor, event: DomainEvent): Promise<void> {
  for (const type of Object.values(EVENT_CONSUMER_JOBS)) {
    await enqueueJob(executor, {
      type,
      payload: { event, occurredAt: new Date().toISOString() },
      organizationId: event.organizationId,
    });
  }
}

/** The event a consumer job carries. */
export function eventOfJob(payload: Record<string, unknown>): {
  event: DomainEvent;
  occurredAt: Date;
} {
  return {
    event: payload.event as DomainEvent,
    occurredAt: new Date(payload.occurredAt as string),
  };
}
