import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { FORM_CATEGORIES } from '@concierge/shared';
import type { appUsers, chatSessions, chatTurns, submittedForms } from '../db/schema.js';
import { questionKey } from '../modules/chat-engine/question-key.js';
import { sessionStartTimes } from './demo-calendar.js';
import { scriptSession, type ScriptedTurn } from './demo-conversations.js';
import { demoFormData } from './demo-forms.js';
import { labForm } from './lab-forms.js';
import { DemoPeople, type DemoPerson } from './demo-people.js';
import { Random } from './random.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const DAY = 24 * 60 * MINUTE;

export interface DemoMonthRows {
  appUsers: (typeof appUsers.$inferInsert)[];
  chatSessions: (typeof chatSessions.$inferInsert)[];
  chatTurns: (typeof chatTurns.$inferInsert)[];
  submittedForms: (typeof submittedForms.$inferInsert)[];
}

export interface DemoMonthOptions {
  organizationId: string;
  now: Date;
  timeZone: string;
  /** Entry ids by title: an answered question points at its entry. */
  entryIds: Map<string, string>;
  seed?: number;
  users?: number;
  sessions?: number;
}

/**
 * A month of a lab's chat traffic as table rows: visitors, their sessions over the last 30 days,
 * the turns of each with feedback, and the forms they sent. Counters of each session (message
 * count, initiated, last updated, low-confidence streak) follow from its turns, as the widget's
 * calls would have left them.
 */
export function buildDemoMonth(options: DemoMonthOptions): DemoMonthRows {
  const random = new Random(options.seed ?? 20_240_917);
  const now = options.now.getTime();
  const people = new DemoPeople(random);
  const starts = sessionStartTimes(random, {
    now: options.now,
    timeZone: options.timeZone,
    days: 30,
    target: options.sessions ?? 760,
    minToday: 6,
  });
  const rows: DemoMonthRows = { appUsers: [], chatSessions: [], chatTurns: [], submittedForms: [] };
  const returning: { id: string; person: DemoPerson }[] = [];
  let usersLeft = Math.min(options.users ?? 300, starts.length);

  starts.forEach((start, index) => {
    // Exactly `users` people; only those who gave an e-mail are recognised when they come back.
    const newUser =
      usersLeft > 0 &&
      (random.chance(usersLeft / (starts.length - index)) || returning.length === 0);
    let visitor = newUser ? null : random.pick(returning);
    if (!visitor) {
      usersLeft -= 1;
      const person = people.next();
      visitor = { id: randomUUID(), person };
      rows.appUsers.push({
        id: visitor.id,
        organizationId: options.organizationId,
        username: person.username,
        email: person.email,
        phonenumber: person.phonenumber,
        disabled: person.disabled,
        agreedTerms: person.agreedTerms,
        createdAt: new Date(start.getTime() - random.int(1, 5) * SECOND),
      });
      if (person.email) returning.push(visitor);
    }
    addSession(
      rows,
      random,
      people,
      options.organizationId,
      visitor,
      start.getTime(),
      now,
      options.entryIds,
    );
  });
  assignFormStatuses(rows.submittedForms, random, now);
  return rows;
}

function addSession(
  rows: DemoMonthRows,
  random: Random,
  people: DemoPeople,
  organizationId: string,
  visitor: { id: string; person: DemoPerson },
  start: number,
  now: number,
  entryIds: Map<string, string>,
): void {
  const turns = scriptSession(random);
  // Offsets from the start: each turn, the form sent after it (if any), the end (if any).
  let clock = 0;
  const timeline = turns.map((turn, index) => {
    clock += (index === 0 ? random.between(8, 60) : random.between(20, 150)) * SECOND;
    const at = clock;
    const formAt =
      turn.formCategory && random.chance(0.65) ? (clock += random.between(45, 140) * SECOND) : null;
    return { turn, at, formAt };
  });
  const quiet = start + clock < now - 20 * MINUTE;
  const endAt = random.chance(quiet ? (turns.length ? 0.9 : 0.5) : 0.3)
    ? clock + random.between(30, 300) * SECOND
    : null;
  const span = endAt ?? clock;
  // A session that began moments ago has had less time: squeeze it so nothing lies in the future.
  const squeeze =
    start + span > now - SECOND ? Math.max(0, now - SECOND - start) / Math.max(span, 1) : 1;
  const time = (offset: number) => new Date(start + offset * squeeze);

  const sessionId = randomUUID();
  const last = timeline.at(-1);
  const endedAt = endAt === null ? null : time(endAt);
  rows.chatSessions.push({
    id: sessionId,
    organizationId,
    appUserId: visitor.id,
    visitorTokenHash: createHash('sha256').update(randomBytes(32)).digest('hex'),
    origin: 'https://riverside-diagnostics.example',
    startedAt: new Date(start),
    lastUpdated: endedAt ?? (last ? time(last.at) : new Date(start)),
    initiatedAt: timeline[0] ? time(timeline[0].at) : null,
    endedAt,
    messageCount: turns.length,
    lowConfidenceStreak: trailingFallbacks(turns),
  });
  for (const { turn, at, formAt } of timeline) {
    rows.chatTurns.push({
      organizationId,
      sessionId,
      userText: turn.userText,
      assistant: turn.assistant,
      confidence: turn.confidence,
      intent: turn.intent,
      matchedEntryId: turn.entryTitle ? (entryIds.get(turn.entryTitle) ?? null) : null,
      feedback: turn.feedback,
      questionKey: keyOf(turn.userText),
      createdAt: time(at),
    });
    if (turn.formCategory && formAt !== null) {
      const submittedAt = time(formAt);
      rows.submittedForms.push({
        organizationId,
        sessionId,
        formId: `form_${randomUUID()}`,
        category: turn.formCategory,
        formKey: labForm(turn.formCategory).key,
        formData: demoFormData(random, people, visitor.person, turn.formCategory, submittedAt),
        submittedAt,
      });
    }
  }
}

/** The month repeats about 150 distinct messages: key each once. */
const questionKeys = new Map<string, string>();
function keyOf(text: string): string {
  let key = questionKeys.get(text);
  if (key === undefined) questionKeys.set(text, (key = questionKey(text)));
  return key;
}

function trailingFallbacks(turns: ScriptedTurn[]): number {
  let count = 0;
  for (let i = turns.length - 1; i >= 0 && turns[i]?.intent === 'fallback'; i -= 1) count += 1;
  return count;
}

type Status = 'True' | 'False' | null;
const STATUSES: Status[] = [null, 'True', 'False'];

/** Older forms are mostly processed; every category shows every status at least once. */
function assignFormStatuses(
  forms: DemoMonthRows['submittedForms'],
  random: Random,
  now: number,
): void {
  for (const form of forms) {
    const fresh = now - (form.submittedAt?.getTime() ?? now) < DAY;
    form.status = random.weighted<Status>(
      fresh
        ? [
            [null, 80],
            ['True', 15],
            ['False', 5],
          ]
        : [
            [null, 25],
            ['True', 58],
            ['False', 17],
          ],
    );
  }
  for (const category of FORM_CATEGORIES) {
    const ofCategory = forms.filter((form) => form.category === category);
    for (const status of STATUSES) {
      if (ofCategory.some((form) => form.status === status)) continue;
      const spare = ofCategory.find(
        (form) => ofCategory.filter((other) => other.status === form.status).length > 1,
      );
      if (spare) spare.status = status;
    }
  }
}
