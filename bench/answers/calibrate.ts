// Ranking experiments on a snapshot of every business (bench/answers/snapshot.ts), in seconds and
// without the database or the model: the engine's own retrieval path (spelling, request detection,
// ranking, threshold) per business with a threshold sweep, and the fusion weights of the ranking's
// three signals fitted leave-one-business-out (each business scored by weights fitted on the
// others, so the figure says how the weights carry to a business they never saw).
// Usage: npx tsx bench/answers/calibrate.ts [snapshot.json] [--verbose]
import { askedAnswerType } from '../../apps/server/src/modules/chat-engine/answer-type.js';
import { asksBeyondTheKnowledge } from '../../apps/server/src/modules/chat-engine/beyond-knowledge.js';
import {
  detectRequest,
  detectSmallTalk,
  questionOf,
} from '../../apps/server/src/modules/chat-engine/intents.js';
import { buildIndex } from '../../apps/server/src/modules/chat-engine/knowledge-index.js';
import { analyzeQuestion } from '../../apps/server/src/modules/chat-engine/query-terms.js';
import {
  CONFIDENCE_THRESHOLD,
  DEFAULT_TUNING,
  rankEntries,
  type RankedEntry,
} from '../../apps/server/src/modules/chat-engine/rank.js';
import { cleanInput } from '../../apps/server/src/modules/chat-engine/text.js';
import { englishWordNet } from '../../apps/server/src/modules/chat-engine/wordnet.js';
import { fitSoftmaxRanker, type RankingQuery } from './fit-ranker.js';
import {
  decodeSnapshotVector,
  readSnapshot,
  snapshotVectors,
  type SnapshotBusiness,
} from './snapshot-file.js';

const args = process.argv.slice(2);
const file = args.find((arg) => !arg.startsWith('--')) ?? '/tmp/answers-snapshot.json';
const verbose = args.includes('--verbose');
const english = englishWordNet();

/** One knowledge or off-topic message as the engine sees it: ranked, or taken by an intent. */
interface Asked {
  kind: 'knowledge' | 'off-topic';
  text: string;
  expect: string;
  /** Null when small talk, a request or a general question took the message before ranking. */
  ranked: RankedEntry[] | null;
}

function askAll(business: SnapshotBusiness): Asked[] {
  const index = buildIndex(business.rows, snapshotVectors(business));
  const asked: Asked[] = [];
  for (const message of business.messages) {
    if (message.kind === 'request') continue;
    const text = cleanInput(message.text);
    const question = questionOf(text);
    const { groups, corrected } = analyzeQuestion(question, index, english);
    const taken =
      detectSmallTalk(text) !== null ||
      detectRequest(corrected) !== null ||
      asksBeyondTheKnowledge(question, index, english);
    const vector = decodeSnapshotVector(message.vector);
    asked.push({
      kind: message.kind,
      text: message.text,
      expect: message.expect,
      ranked: taken
        ? null
        : rankEntries(index, groups, vector, DEFAULT_TUNING, askedAnswerType(question)),
    });
  }
  return asked;
}

function report(label: string, results: { slug: string; right: number; of: number }[]): void {
  const right = results.reduce((sum, result) => sum + result.right, 0);
  const of = results.reduce((sum, result) => sum + result.of, 0);
  const cells = results.map(({ slug, right: r, of: o }) => `${slug} ${((100 * r) / o).toFixed(0)}`);
  console.log(`${label.padEnd(34)} ${((100 * right) / of).toFixed(1)}%   ${cells.join('  ')}`);
}

const snapshot = readSnapshot(file);
const businesses = snapshot.map((business) => ({
  slug: business.slug,
  asked: askAll(business),
}));

console.log(
  '## The engine on the snapshot: knowledge top-1 (answered and right), off-topic refused',
);
for (const threshold of [0.3, 0.33, CONFIDENCE_THRESHOLD, 0.4]) {
  const mark = threshold === CONFIDENCE_THRESHOLD ? ' (in use)' : '';
  const top1 = businesses.map(({ slug, asked }) => {
    const knowledge = asked.filter((item) => item.kind === 'knowledge');
    const right = knowledge.filter(({ ranked, expect }) => {
      const best = ranked?.[0];
      return best !== undefined && best.confidence >= threshold && best.entryId === expect;
    });
    return { slug, right: right.length, of: knowledge.length };
  });
  const refused = businesses.map(({ slug, asked }) => {
    const offTopic = asked.filter((item) => item.kind === 'off-topic');
    const right = offTopic.filter(({ ranked }) => (ranked?.[0]?.confidence ?? 0) < threshold);
    return { slug, right: right.length, of: offTopic.length };
  });
  report(`threshold ${threshold}${mark}: top-1`, top1);
  report(`threshold ${threshold}${mark}: off-topic`, refused);
}
if (verbose) {
  const titles = new Map(
    snapshot.flatMap((business) => business.rows.map((row) => [row.entryId, row.title])),
  );
  for (const { slug, asked } of businesses) {
    for (const item of asked) {
      const best = item.ranked?.[0];
      const right = item.kind === 'knowledge' ? best?.entryId === item.expect : true;
      if (right && item.kind === 'knowledge' && (best?.confidence ?? 0) >= CONFIDENCE_THRESHOLD)
        continue;
      const place = item.ranked?.findIndex((entry) => entry.entryId === item.expect) ?? -1;
      console.log(
        `  ${slug} [${item.kind}] "${item.text}" best ${best?.confidence.toFixed(2) ?? '—'}` +
          ` (coverage ${best?.coverage.toFixed(2) ?? '—'}, similarity ${best?.similarity?.toFixed(2) ?? '—'})` +
          (item.kind === 'knowledge' ? `, right one ranked ${place + 1}` : '') +
          (best && best.entryId !== item.expect ? ` — took "${titles.get(best.entryId)}"` : ''),
      );
    }
  }
}

// The fused score's weights: lexical share, coverage, similarity (as the engine scales them), and
// whether the entry holds the kind of fact asked for (+1, -1, or 0 when the question names none).
const FEATURES = ['lexical share', 'coverage', 'similarity', 'answer type'] as const;
const featuresOf = (entry: RankedEntry, best: number): number[] => [
  entry.lexical / best,
  entry.coverage,
  scaleSimilarity(entry.similarity ?? 0),
  entry.holdsAnswer === null ? 0 : entry.holdsAnswer ? 1 : -1,
];
function scaleSimilarity(similarity: number): number {
  const { similarityFloor: floor, similarityCeiling: ceiling } = DEFAULT_TUNING;
  return Math.min(1, Math.max(0, (similarity - floor) / (ceiling - floor)));
}
const queries = new Map<string, RankingQuery[]>(
  businesses.map(({ slug, asked }) => [
    slug,
    asked
      .filter((item) => item.kind === 'knowledge' && item.ranked && item.ranked.length > 0)
      .map(({ ranked, expect }) => {
        const list = ranked ?? [];
        const best = Math.max(1e-9, ...list.map((entry) => entry.lexical));
        return {
          candidates: list.map((entry) => ({
            right: entry.entryId === expect,
            features: featuresOf(entry, best),
          })),
        };
      }),
  ]),
);
console.log(`\n## Fusion weights (${FEATURES.join(', ')}), fitted leave-one-business-out`);
const rankedFirst = [...queries].map(([slug, own]) => {
  const others = [...queries].filter(([other]) => other !== slug).flatMap(([, list]) => list);
  const weights = fitSoftmaxRanker(others, FEATURES.length);
  const right = own.filter(({ candidates }) => {
    const scores = candidates.map(({ features }) =>
      features.reduce((sum, value, i) => sum + value * (weights[i] ?? 0), 0),
    );
    return candidates[scores.indexOf(Math.max(...scores))]?.right === true;
  });
  return { slug, right: right.length, of: own.length };
});
report('ranked first, no threshold', rankedFirst);
const all = fitSoftmaxRanker([...queries.values()].flat(), FEATURES.length);
// As shares of the three signals' sum, the scale of the engine's fused score.
const total = all.slice(0, 3).reduce((sum, weight) => sum + Math.max(0, weight), 0) || 1;
const { score, answerType } = DEFAULT_TUNING;
console.log(
  `weights fitted on all, as shares: ${all.map((weight) => (weight / total).toFixed(2)).join(' / ')}` +
    ` (in use: ${score.lexical} / ${score.coverage} / ${score.semantic} / ${answerType})`,
);
