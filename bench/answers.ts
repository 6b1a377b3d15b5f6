// Answer-engine quality over several businesses in different fields (a lab, a clinic, a dentist, a
// SaaS help centre, a restaurant, a shop, a hotel, a university): each business's knowledge is
// published into its own organization (beside another tenant holding a different business), its
// visitors' questions, requests and off-topic messages are asked through `answerMessage`, and the
// same questions are ranked by a plain BM25 over the same passages. Then a timing run on one
// organization with 1,000 Q&A entries. No LLM. Exits 0 whatever the figures: it is a bench.
// --prose-documents runs the businesses with their documents and pages stripped of headings.
// Usage: npx tsx bench/answers.ts [--verbose] [--business <slug>] [--no-timing] [--no-embeddings]
//   [--prose-documents]
import { openDatabase } from '../apps/server/src/db/client.js';
import { BUSINESSES } from './answers/businesses/index.js';
import { closeEngine } from './answers/engine.js';
import { printRun, printSummary } from './answers/report.js';
import { withProseDocuments } from './answers/prose-documents.js';
import { runBusiness, type BusinessRun } from './answers/run-business.js';
import { timingRun } from './answers/timing-run.js';

const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
const only = args.includes('--business') ? args[args.indexOf('--business') + 1] : undefined;
const businesses = args.includes('--prose-documents')
  ? BUSINESSES.map(withProseDocuments)
  : BUSINESSES;
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
  // The neighbour tenant holds the next business in the list: its entries must never answer.
  const neighbour = businesses[(businesses.indexOf(business) + 1) % businesses.length] ?? business;
  const run = await runBusiness(database.db, business, neighbour);
  runs.push(run);
  printRun(run, verbose);
}
const timing =
  only || args.includes('--no-timing') ? null : await timingRun(database.db, BUSINESSES);
printSummary(runs, timing);
await closeEngine();
await database.close();
