// Asks one business's engine the given questions and prints each reply in full, for reading
// answers while working on the engine. Usage: npx tsx bench/answers/ask.ts <slug> "question"…
// [--prose-documents] (the documents' and pages' headings run into their text, as in answers.ts)
import { openDatabase } from '../../apps/server/src/db/client.js';
import { BUSINESSES } from './businesses/index.js';
import { askEngine, closeEngine, replyText } from './engine.js';
import { loadBusiness } from './load-business.js';
import { withProseDocuments } from './prose-documents.js';

const [slug, ...questions] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const found = BUSINESSES.find((candidate) => candidate.slug === slug);
const business =
  found && process.argv.includes('--prose-documents') ? withProseDocuments(found) : found;
if (!business) {
  console.error(`No business "${slug ?? ''}"; one of: ${BUSINESSES.map((b) => b.slug).join(', ')}`);
  process.exit(1);
}
const database = await openDatabase({ kind: 'pglite', dataDir: null });
const loaded = await loadBusiness(database.db, business);
for (const question of questions) {
  const answer = await askEngine(database.db, loaded.organizationId, question);
  const entry = loaded.titles.get(answer.matchedEntryId ?? '') ?? answer.intent;
  console.log(
    `\n> ${question}\n[${entry}, ${answer.confidence}]\n${replyText(answer) || JSON.stringify(answer.assistant)}`,
  );
}
await closeEngine();
await database.close();
