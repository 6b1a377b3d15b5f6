// Answer-engine quality over several businesses in different fields (a lab, a clinic, a dentist, a
// SaaS help centre, a restaurant, a shop, a hotel, a university, a gym, a vet, solicitors, a
// plumbing and heating company): each business's
// knowledge is published into its own organization (beside another tenant holding a different
// business), its visitors' questions, requests and off-topic messages are asked through
// `answerMessage`, and the same questions are ranked by a plain BM25 over the same passages. Then
// a timing run on one organization with 1,000 Q&A entries. No LLM. Exits 0 whatever the figures:
// it is a bench.
// --prose-documents runs the businesses with their documents and pages stripped of headings;
// --file runs instead the businesses a module of your own exports (a `Business` of ./answers/types),
// for a check on knowledge the engine was never tuned on.
// Usage: npx tsx bench/answers.ts [--verbose] [--business <slug>] [--no-timing] [--no-embeddings]
//   [--prose-documents] [--file <module.ts>]
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { openDatabase } from '../apps/server/src/db/client.js';
import { BUSINESSES } from './answers/businesses/index.js';
import { closeEngine } from './answers/engine.js';
import { printRun, printSummary } from './answers/report.js';
import { withProseDocuments } from './answers/prose-documents.js';
import { runBusiness, type BusinessRun } from './answers/run-business.js';
import { timingRun } from './answers/timing-run.js';
import type { Business } from './answers/types.js';

const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
const only = args.includes('--business') ? args[args.indexOf('--business') + 1] : undefined;
const file = args.includes('--file') ? args[args.indexOf('--file') + 1] : undefined;
const given = file ? await businessesIn(file) : BUSINESSES;
const businesses = args.includes('--prose-documents') ? given.map(withProseDocuments) : given;
const chosen = only ? businesses.filter((business) => business.slug === only) : businesses;
if (chosen.length === 0) {
  console.error(
    `No business "${only ?? ''}"; one of: ${BUSINESSES.map(({ slug }) => slug).join(', ')}`,
  );
  process.exit(1);
}

const database = await openDatabase({ kind: 'pglite', dataDir: null });
const runs: BusinessRun[] = [];
for (const business of chosen) {
  // The neighbour tenant holds the next business in the list (the lab beside a file's only one):
  // its entries must never answer.
  const neighbours = businesses.length > 1 ? businesses : BUSINESSES;
  const neighbour = neighbours[(neighbours.indexOf(business) + 1) % neighbours.length] ?? business;
  const run = await runBusiness(database.db, business, neighbour);
  runs.push(run);
  printRun(run, verbose);
}
const timing =
  only || file || args.includes('--no-timing') ? null : await timingRun(database.db, BUSINESSES);
printSummary(runs, timing);
await closeEngine();
await database.close();

/** The businesses a module exports: each export with a slug and the lists a `Business` holds. */
async function businessesIn(path: string): Promise<Business[]> {
  const module = (await import(pathToFileURL(resolve(path)).href).catch((error: unknown) => {
    console.error(`Cannot load ${path}: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  })) as Record<string, unknown>;
  const found = Object.values(module).filter(isBusiness);
  if (found.length === 0) {
    console.error(
      `${path} exports no business (an object with a slug, entries, questions, requests and offTopic)`,
    );
    process.exit(1);
  }
  return found;
}

function isBusiness(value: unknown): value is Business {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.slug === 'string' &&
    ['entries', 'questions', 'requests', 'offTopic'].every((list) => Array.isArray(candidate[list]))
  );
}
