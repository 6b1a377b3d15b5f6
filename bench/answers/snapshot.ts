// Writes every business's published passages, their stored vectors and each visitor message's
// vector to one JSON file, so ranking experiments (bench/answers/calibrate.ts) run in seconds
// without the database or the model. Usage: npx tsx bench/answers/snapshot.ts [file]
import { writeFileSync } from 'node:fs';
import { openDatabase } from '../../apps/server/src/db/client.js';
import { questionOf } from '../../apps/server/src/modules/chat-engine/intents.js';
import { loadChunks } from '../../apps/server/src/modules/chat-engine/knowledge-index.js';
import { cleanInput } from '../../apps/server/src/modules/chat-engine/text.js';
import { loadChunkVectors } from '../../apps/server/src/modules/embeddings/index.js';
import { BUSINESSES } from './businesses/index.js';
import { closeEngine, embeddingModel, embedTexts } from './engine.js';
import { loadBusiness } from './load-business.js';
import { encodeSnapshotVector, type SnapshotBusiness } from './snapshot-file.js';

const file = process.argv[2] ?? '/tmp/answers-snapshot.json';
const database = await openDatabase({ kind: 'pglite', dataDir: null });

const snapshot: SnapshotBusiness[] = [];
for (const business of BUSINESSES) {
  // loadBusiness embeds the chunks as the worker would.
  const loaded = await loadBusiness(database.db, business);
  const rows = await loadChunks(database.db, loaded.organizationId);
  const vectors = await loadChunkVectors(database.db, loaded.organizationId, embeddingModel());
  const messages = [
    ...business.questions.map((question) => ({
      kind: 'knowledge' as const,
      text: question.text,
      expect: loaded.ids.get(question.expect) ?? '',
    })),
    ...business.requests.map((request) => ({
      kind: 'request' as const,
      text: request.text,
      expect: request.expect,
    })),
    ...business.offTopic.map((text) => ({ kind: 'off-topic' as const, text, expect: 'fallback' })),
  ];
  // The text the engine embeds for a message.
  const messageVectors = await embedTexts(messages.map(({ text }) => questionOf(cleanInput(text))));
  snapshot.push({
    slug: business.slug,
    rows,
    vectors: Object.fromEntries(
      [...vectors].map(([id, list]) => [id, list.map(encodeSnapshotVector)]),
    ),
    messages: messages.map((message, i) => ({
      ...message,
      vector: encodeSnapshotVector(messageVectors[i] ?? new Float32Array()),
    })),
  });
  console.log(`${business.slug}: ${rows.length} passages, ${messages.length} messages`);
}
writeFileSync(file, JSON.stringify(snapshot));
await closeEngine();
await database.close();
