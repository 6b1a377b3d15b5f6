import type { Executor } from '../db/client.js';
import { appUsers, chatSessions, chatTurns, submittedForms } from '../db/schema.js';
import { rebuildActivityHours } from '../modules/analytics/activity-hours.js';
import { buildDemoMonth, type DemoMonthOptions } from './demo-month-rows.js';
import { insertRows } from './insert-rows.js';

export interface DemoMonthCounts {
  appUsers: number;
  chatSessions: number;
  chatTurns: number;
  submittedForms: number;
}

/**
 * Seeds a month of chat traffic for the demo organization in bulk; run it inside the transaction
 * that creates the organization, so a failed start leaves nothing half-seeded.
 */
export async function seedDemoMonth(
  db: Executor,
  options: DemoMonthOptions,
): Promise<DemoMonthCounts> {
  const rows = buildDemoMonth(options);
  await insertRows(db, appUsers, rows.appUsers);
  await insertRows(db, chatSessions, rows.chatSessions);
  await insertRows(db, chatTurns, rows.chatTurns);
  await insertRows(db, submittedForms, rows.submittedForms);
  // Bulk rows bypass the write-time counters: count them in one pass.
  await rebuildActivityHours(db, options.organizationId);
  return {
    appUsers: rows.appUsers.length,
    chatSessions: rows.chatSessions.length,
    chatTurns: rows.chatTurns.length,
    submittedForms: rows.submittedForms.length,
  };
}
