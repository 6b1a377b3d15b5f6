import { performance } from 'node:perf_hooks';
import { setTimeout } from 'node:timers/promises';
import type { Database } from '../../apps/server/src/db/client.js';
import { quantile } from '../support/results.js';
import { askEngine, restartEmbedder } from './engine.js';
import { loadBusiness } from './load-business.js';
import type { Business, BusinessEntry } from './types.js';

const ENTRY_COUNT = 1000;
const WARM_UP_PAUSE_MS = 2000;
const QUESTION_COUNT = 200;

// A chain's branches: each restates the businesses' Q&A with its own place and figures.
const BRANCHES = [
  'Northgate',
  'Harbourside',
  'Elm Park',
  'Westfield',
  'Old Town',
  'Riverside',
  'Kingsway',
  'Lakeview',
];

/**
 * One organization with 1,000 Q&A entries (every business's Q&A, then the same restated for other
 * branches with shifted figures) asked 200 of the businesses' visitor questions: the answer time
 * of a large knowledge base on PGlite, each question's vector computed afresh.
 */
export async function timingRun(db: Database, businesses: Business[]) {
  const faqs = businesses.flatMap((business) =>
    business.entries.filter((entry) => entry.type === 'faq'),
  );
  const entries: BusinessEntry[] = [];
  // Two businesses may ask the same question ("Which payment methods do you accept?"): one each.
  const titles = new Set<string>();
  for (let round = 0; entries.length < ENTRY_COUNT; round += 1) {
    for (const faq of faqs) {
      if (entries.length >= ENTRY_COUNT) break;
      const entry = round === 0 ? faq : branchVariant(faq, round);
      if (titles.has(entry.title)) continue;
      titles.add(entry.title);
      entries.push(entry);
    }
  }
  const large: Business = {
    slug: 'timing',
    name: 'Large knowledge base',
    field: 'timing',
    entries,
    questions: [],
    requests: [],
    offTopic: [],
  };
  const loaded = await loadBusiness(db, large);

  const pool = businesses.flatMap((business) => [
    ...business.questions.map((question) => question.text),
    ...business.offTopic,
  ]);
  const step = Math.max(1, Math.floor(pool.length / QUESTION_COUNT));
  const questions = Array.from(
    { length: QUESTION_COUNT },
    (_, index) => pool[(index * step) % pool.length] ?? '',
  );
  await restartEmbedder();
  await askEngine(db, loaded.organizationId, 'opening hours');
  // A server that has been up a moment: its model's thread warms up while idle (no question of
  // the run is embedded in the meantime, so every one is still computed afresh).
  await setTimeout(WARM_UP_PAUSE_MS);
  const times: number[] = [];
  for (const question of questions) {
    const started = performance.now();
    await askEngine(db, loaded.organizationId, question);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return {
    entries: entries.length,
    questions: questions.length,
    p50: quantile(times, 0.5),
    p99: quantile(times, 0.99),
  };
}

function branchVariant(faq: BusinessEntry, round: number): BusinessEntry {
  const branch = BRANCHES[(round - 1) % BRANCHES.length] ?? 'Central';
  const shift = (text: string) =>
    text.replace(/\d+/g, (digits) => String(Number(digits) + round * (digits.length > 2 ? 10 : 1)));
  return {
    type: 'faq',
    title: `${faq.title.replace(/\?$/, '')} at the ${branch} branch?`,
    content: `At ${branch}: ${shift(faq.content)}`,
    tags: [...(faq.tags ?? []), branch.toLowerCase()],
  };
}
