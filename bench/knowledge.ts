// Ingests N knowledge entries (default 20,000) into an embedded database the way the app does
// (entry, first version, full-text passages) and reports the ingest rate, then the p50/p99 time of
// full-text search queries over them: the passage ranking the answer engine uses, and the
// Knowledge Base screen's prefix search. Usage: npx tsx bench/knowledge.ts [entries] (or BENCH_ENTRIES)
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../apps/server/src/db/client.js';
import { organizations } from '../apps/server/src/db/schema.js';
import { createPublishedEntry } from '../apps/server/src/modules/knowledge/entry-content.js';
import { listEntries } from '../apps/server/src/modules/knowledge/queries.js';
import { recordFigures } from './support/results.js';

const ENTRIES = Number(process.argv[2] ?? process.env.BENCH_ENTRIES ?? 20_000);
const QUERIES = 200;
const BATCH = 250;

const topics = [
  'blood test',
  'home collection',
  'test report',
  'appointment',
  'fasting',
  'cholesterol',
  'thyroid',
  'vitamin D',
  'insurance',
  'invoice',
  'opening hours',
  'pediatric',
  'urine sample',
  'glucose',
  'allergy panel',
  'covid PCR',
  'liver function',
  'kidney function',
  'iron',
  'hemoglobin',
];
const verbs = [
  'book',
  'collect',
  'deliver',
  'prepare',
  'schedule',
  'cancel',
  'review',
  'explain',
  'price',
  'process',
];
const fillers = [
  'patients',
  'our lab',
  'the nurse',
  'results',
  'the clinic',
  'a doctor',
  'weekends',
  'online',
  'by phone',
  'within 24 hours',
  'at home',
  'before noon',
];

let seed = 42;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
const pick = <T>(items: T[]): T => items[Math.floor(random() * items.length)] as T;
const sentence = () =>
  `${pick(['You can', 'We', 'Patients can', 'Our team will'])} ${pick(verbs)} ${pick(topics)} ${pick(fillers)} ${pick(fillers)}.`;
const paragraph = () => Array.from({ length: 3 + Math.floor(random() * 4) }, sentence).join(' ');

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
async function timed(label: string, run: (i: number) => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < QUERIES; i += 1) {
    const started = performance.now();
    await run(i);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  recordFigures([
    { bench: 'knowledge', figure: `${label} p50`, value: `${quantile(times, 0.5).toFixed(2)} ms` },
    { bench: 'knowledge', figure: `${label} p99`, value: `${quantile(times, 0.99).toFixed(2)} ms` },
  ]);
  console.log(
    `${label.padEnd(34)} p50 ${quantile(times, 0.5).toFixed(2).padStart(7)} ms   p99 ${quantile(times, 0.99).toFixed(2).padStart(7)} ms`,
  );
}

const database = await openDatabase({ kind: 'pglite', dataDir: null });
const { db } = database;
const [organization] = await db.insert(organizations).values({ name: 'Bench Lab' }).returning();
if (!organization) throw new Error('no organization');

const started = performance.now();
for (let done = 0; done < ENTRIES; done += BATCH) {
  await db.transaction(async (tx) => {
    for (let i = done; i < Math.min(ENTRIES, done + BATCH); i += 1) {
      const topic = pick(topics);
      await createPublishedEntry(tx, {
        organizationId: organization.id,
        type: i % 3 === 0 ? 'faq' : 'document',
        sourceType: 'manual',
        title: `${topic} — note ${i}`,
        content: `# ${topic}\n\n${paragraph()}\n\n${paragraph()}\n\n## Details\n\n${paragraph()}`,
        tags: [topic],
        modifiedBy: 'Bench',
      });
    }
  });
}
const seconds = (performance.now() - started) / 1000;
const [chunks] = await queryRows<{ n: number }>(
  db,
  sql`select count(*)::int as n from knowledge_chunks`,
);
console.log(
  `ingested ${ENTRIES} entries (${chunks?.n} passages) in ${seconds.toFixed(1)} s: ${(ENTRIES / seconds).toFixed(0)} entries/s (PGlite in memory)`,
);
recordFigures([
  {
    bench: 'knowledge',
    figure: `ingest of ${ENTRIES} entries`,
    value: `${(ENTRIES / seconds).toFixed(0)} entries/s`,
  },
]);

await db.execute(sql`ANALYZE`);
const questions = [
  'fasting blood test',
  'home collection weekends',
  'thyroid test report',
  'cholesterol price',
  'book appointment online',
  'vitamin D results',
];
await timed('passage ranking (top 5 chunks)', (i) =>
  db.execute(sql`
    SELECT entry_id, ts_rank(search_vector, query) AS rank
    FROM knowledge_chunks, websearch_to_tsquery('english', ${questions[i % questions.length]}) AS query
    WHERE organization_id = ${organization.id} AND search_vector @@ query
    ORDER BY rank DESC LIMIT 5`),
);
await timed('screen search (prefix, page of 24)', (i) =>
  listEntries(
    db,
    organization.id,
    {
      search: ['thyr', 'home coll', 'glucose', 'insur'][i % 4],
      source: 'all',
      status: 'all',
      type: 'all',
    },
    { limit: 24, offset: 0 },
  ),
);
await database.close();
