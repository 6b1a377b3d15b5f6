// Answer-engine quality: builds a diagnostic lab's knowledge base in an in-memory database, asks it
// 100+ visitor questions phrased unlike the stored ones (paraphrases, typos, no question marks),
// and prints top-1 accuracy per group, the misses and the p50/p99 answer time (no LLM).
// Usage: npx tsx bench/answers.ts [--verbose]
import { performance } from 'node:perf_hooks';
import { DEFAULT_HANDOFF_TRIGGERS } from '@concierge/shared';
import { openDatabase } from '../apps/server/src/db/client.js';
import { organizations } from '../apps/server/src/db/schema.js';
import { createPublishedEntry } from '../apps/server/src/modules/knowledge/entry-content.js';
import {
  answerMessage,
  type EngineSettings,
} from '../apps/server/src/modules/chat-engine/index.js';
import {
  FALLBACK_QUESTIONS,
  HELD_OUT_QUESTIONS,
  INTENT_QUESTIONS,
  KNOWLEDGE_QUESTIONS,
  type BenchQuestion,
} from '../apps/server/src/seed/lab-questions.js';
import { LAB_KNOWLEDGE } from '../apps/server/src/seed/lab-knowledge.js';
import { recordFigures, type BenchFigure } from './support/results.js';

const verbose = process.argv.includes('--verbose');
const database = await openDatabase({ kind: 'pglite', dataDir: null });
const { db } = database;
const [organization] = await db.insert(organizations).values({ name: 'Example Lab' }).returning();
const [neighbour] = await db.insert(organizations).values({ name: 'Other Lab' }).returning();
if (!organization || !neighbour) throw new Error('no organization');

const titles = new Map<string, string>();
for (const entry of LAB_KNOWLEDGE) {
  const row = await createPublishedEntry(db, {
    organizationId: organization.id,
    sourceType: entry.type === 'website' ? 'crawl' : 'manual',
    modifiedBy: 'Bench',
    ...entry,
  });
  titles.set(row.id, row.title);
  // Another tenant's copy must never be the answer.
  await createPublishedEntry(db, {
    organizationId: neighbour.id,
    sourceType: 'manual',
    modifiedBy: 'Bench',
    ...entry,
  });
}

const settings: EngineSettings = {
  features: {
    leadCapture: true,
    appointmentBooking: true,
    ticketCreation: true,
    humanHandoff: true,
  },
  maxRetries: 10,
  handoffTriggers: DEFAULT_HANDOFF_TRIGGERS,
  fallbackResponse: null,
};

const groups: [string, BenchQuestion[]][] = [
  ['knowledge', KNOWLEDGE_QUESTIONS],
  ['intent', INTENT_QUESTIONS],
  ['fallback', FALLBACK_QUESTIONS],
  ['held-out', HELD_OUT_QUESTIONS],
];
// Warm-up: the first question loads the vocabulary.
await answerMessage(db, {
  organizationId: organization.id,
  text: 'hours',
  lowConfidenceStreak: 0,
  settings,
});

const times: number[] = [];
const figures: BenchFigure[] = [];
const misses: string[] = [];
let correct = 0;
let total = 0;
for (const [name, questions] of groups) {
  let groupCorrect = 0;
  for (const question of questions) {
    const started = performance.now();
    const answer = await answerMessage(db, {
      organizationId: organization.id,
      text: question.text,
      lowConfidenceStreak: 0,
      settings,
    });
    times.push(performance.now() - started);
    const got =
      answer.intent === 'question'
        ? (titles.get(answer.matchedEntryId ?? '') ?? 'another tenant!')
        : answer.intent;
    const line = `[${name}] "${question.text}" → ${got} (${answer.confidence.toFixed(2)})`;
    if (got === question.expect) groupCorrect += 1;
    else misses.push(`${line}; expected ${question.expect}`);
    if (verbose) console.log(line);
  }
  figures.push({
    bench: 'answers',
    figure: `top-1 accuracy, ${name}`,
    value: `${groupCorrect}/${questions.length} = ${percent(groupCorrect, questions.length)}`,
  });
  correct += groupCorrect;
  total += questions.length;
  console.log(
    `${name.padEnd(9)} ${groupCorrect}/${questions.length} = ${percent(groupCorrect, questions.length)}`,
  );
}
console.log(`overall   ${correct}/${total} = ${percent(correct, total)} top-1 (target ≥ 85%)`);
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
console.log(
  `answer time p50 ${at(0.5).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms (PGlite in memory)`,
);
recordFigures([
  ...figures,
  {
    bench: 'answers',
    figure: 'top-1 accuracy, overall',
    value: percent(correct, total),
    budget: '≥ 85%',
    pass: correct / total >= 0.85,
  },
  { bench: 'answers', figure: 'answer time p50', value: `${at(0.5).toFixed(1)} ms` },
  { bench: 'answers', figure: 'answer time p99', value: `${at(0.99).toFixed(1)} ms` },
]);
if (misses.length) console.log(`misses:\n  ${misses.join('\n  ')}`);
await database.close();

function percent(part: number, whole: number): string {
  return `${((100 * part) / whole).toFixed(1)}%`;
}
