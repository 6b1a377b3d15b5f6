import { performance } from 'node:perf_hooks';
import type { Database } from '../../apps/server/src/db/client.js';
import { Bm25Index, firstSentences } from '../support/bm25-baseline.js';
import { askEngine, rankedEntryIds, replyText } from './engine.js';
import { baselineDocuments, loadBusiness } from './load-business.js';
import type { Business } from './types.js';

export type QuestionKind = 'knowledge' | 'request' | 'off-topic';

/** What one system did with one visitor message. */
export interface Outcome {
  kind: QuestionKind;
  text: string;
  /** An entry title, an intent, or 'fallback'. */
  expect: string;
  /** What it got, in the same terms: an entry title, an intent, or 'fallback'. */
  got: string;
  /** Knowledge: the expected entry came first. Requests and off-topic: the intent was expected. */
  correct: boolean;
  /** Knowledge: the expected entry's rank among the first five, if there. */
  rank: number | null;
  fallback: boolean;
  fact?: string;
  /** Fact questions: the reply quoted the fact. */
  quoted?: boolean;
  /** The engine's reply, kept for a fact question whose reply lacks the fact. */
  reply?: string;
  confidence?: number;
  ms: number;
}

export interface SystemRun {
  outcomes: Outcome[];
  /** False when the system gave only its best entry, so MRR@5 is top-1 again. */
  ranked: boolean;
  /** False for the baseline: it has no intents. */
  intents: boolean;
}

export interface BusinessRun {
  business: Business;
  engine: SystemRun;
  baseline: SystemRun;
  embeddings: string;
}

/**
 * Loads the business into a fresh organization (and a different business into a neighbour, whose
 * entries must never be the answer), then asks every message of the business of the engine and of
 * the BM25 baseline over the same passages.
 */
export async function runBusiness(
  db: Database,
  business: Business,
  neighbour: Business,
): Promise<BusinessRun> {
  const loaded = await loadBusiness(db, business);
  await loadBusiness(db, neighbour, `${neighbour.name} (other tenant)`);
  const titleOf = (entryId: string | null | undefined) =>
    entryId ? (loaded.titles.get(entryId) ?? 'another tenant!') : 'fallback';

  const messages = [
    ...business.questions.map((question) => ({ kind: 'knowledge' as const, ...question })),
    ...business.requests.map((request) => ({ kind: 'request' as const, ...request })),
    ...business.offTopic.map((text) => ({ kind: 'off-topic' as const, text, expect: 'fallback' })),
  ];
  checkData(business);

  // Warm-up: the first question of an organization loads what the engine caches.
  await askEngine(db, loaded.organizationId, 'hello, what are your hours');

  let ranked = false;
  const engine: Outcome[] = [];
  for (const message of messages) {
    const started = performance.now();
    const answer = await askEngine(db, loaded.organizationId, message.text);
    const ms = performance.now() - started;
    const fallback = answer.intent === 'fallback';
    const expectedId = loaded.ids.get(message.expect);
    const list = rankedEntryIds(answer);
    if (list) ranked = true;
    const order = list ?? (answer.matchedEntryId ? [answer.matchedEntryId] : []);
    const position = expectedId ? order.slice(0, 5).indexOf(expectedId) : -1;
    const reply = replyText(answer);
    const fact = 'fact' in message && message.fact ? message.fact : undefined;
    const quoted = fact === undefined || reply.toLowerCase().includes(fact.toLowerCase());
    engine.push({
      kind: message.kind,
      text: message.text,
      expect: message.expect,
      got: answer.intent === 'question' ? titleOf(answer.matchedEntryId) : answer.intent,
      correct:
        message.kind === 'knowledge'
          ? answer.intent === 'question' && answer.matchedEntryId === expectedId
          : answer.intent === message.expect,
      rank: message.kind === 'knowledge' && position >= 0 ? position + 1 : null,
      fallback,
      ...(fact === undefined ? {} : { fact, quoted, ...(quoted ? {} : { reply }) }),
      confidence: answer.confidence,
      ms,
    });
  }

  const index = new Bm25Index(await baselineDocuments(db, business, loaded));
  const baseline: Outcome[] = [];
  for (const message of messages) {
    const started = performance.now();
    const { entryIds, best } = index.rankEntries(message.text);
    const ms = performance.now() - started;
    const expectedId = loaded.ids.get(message.expect);
    const position = expectedId ? entryIds.slice(0, 5).indexOf(expectedId) : -1;
    const quote = best ? firstSentences(best.document.passage) : '';
    baseline.push({
      kind: message.kind,
      text: message.text,
      expect: message.expect,
      got: titleOf(entryIds[0]),
      correct: message.kind === 'knowledge' ? entryIds[0] === expectedId : best === null,
      rank: message.kind === 'knowledge' && position >= 0 ? position + 1 : null,
      fallback: best === null,
      ...('fact' in message && message.fact
        ? { fact: message.fact, quoted: quote.toLowerCase().includes(message.fact.toLowerCase()) }
        : {}),
      ms,
    });
  }

  return {
    business,
    engine: { outcomes: engine, ranked, intents: true },
    baseline: { outcomes: baseline, ranked: true, intents: false },
    embeddings: loaded.embeddings,
  };
}

/** The data's own mistakes stop the run: an expected entry that is missing or lacks its fact. */
function checkData(business: Business): void {
  const contents = new Map(business.entries.map((entry) => [entry.title, entry.content]));
  for (const question of business.questions) {
    const content = contents.get(question.expect);
    if (content === undefined) {
      throw new Error(`${business.slug}: "${question.text}" expects a missing entry`);
    }
    if (question.fact && !content.toLowerCase().includes(question.fact.toLowerCase())) {
      throw new Error(`${business.slug}: "${question.fact}" is not in "${question.expect}"`);
    }
  }
}
