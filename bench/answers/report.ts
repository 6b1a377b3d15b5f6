import { printAligned, recordFigures, type BenchFigure } from '../support/results.js';
import type { BusinessRun, Outcome, SystemRun } from './run-business.js';
import { misses, percent, ratio, score, TARGETS, type Scores } from './score.js';

const HEADER = ['', 'top-1', 'MRR@5', 'intent', 'fb prec', 'fb recall', 'facts', 'p50', 'p99'];

function row(label: string, scores: Scores, run: SystemRun): string[] {
  return [
    label,
    percent(scores.top1),
    `${scores.mrr5.toFixed(3)}${run.ranked ? '' : '*'}`,
    percent(scores.intent),
    percent(scores.fallbackPrecision),
    percent(scores.fallbackRecall),
    percent(scores.facts),
    `${scores.p50.toFixed(1)} ms`,
    `${scores.p99.toFixed(1)} ms`,
  ];
}

/** One business: engine and baseline side by side, the targets, and the engine's misses. */
export function printRun(run: BusinessRun, verbose: boolean): void {
  const { business } = run;
  const engine = score(run.engine);
  const baseline = score(run.baseline);
  const knowledge = run.engine.outcomes.filter((outcome) => outcome.kind === 'knowledge').length;
  console.log(
    `\n## ${business.name} — ${business.field} (${business.entries.length} entries, ` +
      `${knowledge} questions, ${business.requests.length} requests, ` +
      `${business.offTopic.length} off-topic; embeddings ${run.embeddings})`,
  );
  printAligned([
    HEADER,
    row('engine', engine, run.engine),
    row('BM25', baseline, run.baseline),
    [
      'target',
      `≥ ${TARGETS.top1 * 100}%`,
      '',
      `${TARGETS.intent * 100}%`,
      '',
      '',
      `≥ ${TARGETS.facts * 100}%`,
      '',
      '',
    ],
  ]);
  console.log(
    `forms ${percent(engine.requests)}, off-topic ${percent(engine.offTopic)}; ` +
      `lead over BM25 ${lead(engine, baseline)} top-1 points` +
      (run.engine.ranked ? '' : '; * the engine gives only its best entry: MRR@5 is top-1'),
  );
  if (verbose) {
    const baselineByText = new Map(run.baseline.outcomes.map((outcome) => [outcome.text, outcome]));
    for (const outcome of run.engine.outcomes) {
      console.log(`  ${line(outcome)}  | BM25: ${baselineByText.get(outcome.text)?.got ?? '?'}`);
    }
  }
  const missed = misses(run.engine);
  if (missed.length) console.log(`misses (${missed.length}):\n  ${missed.join('\n  ')}`);
}

function line(outcome: Outcome): string {
  const mark = outcome.correct && outcome.quoted !== false ? '✓' : '✗';
  const confidence = outcome.confidence === undefined ? '' : ` (${outcome.confidence.toFixed(2)})`;
  return `${mark} [${outcome.kind}] "${outcome.text}" → ${outcome.got}${confidence}`;
}

function lead(engine: Scores, baseline: Scores): string {
  const points = 100 * (ratio(engine.top1) - ratio(baseline.top1));
  return `${points >= 0 ? '+' : ''}${points.toFixed(1)}`;
}

export interface TimingFigures {
  entries: number;
  questions: number;
  p50: number;
  p99: number;
}

/** Every business in one table, the timing run, PASS/FAIL per target, and the recorded figures. */
export function printSummary(runs: BusinessRun[], timing: TimingFigures | null): void {
  const scored = runs.map((run) => ({
    run,
    engine: score(run.engine),
    baseline: score(run.baseline),
  }));
  console.log('\n## Summary (engine vs BM25)');
  printAligned([
    ['business', 'top-1', 'BM25', 'lead', 'intent', 'facts', 'BM25 facts', 'fb prec', 'fb recall'],
    ...scored.map(({ run, engine, baseline }) => [
      run.business.slug,
      percent(engine.top1),
      percent(baseline.top1),
      lead(engine, baseline),
      percent(engine.intent),
      percent(engine.facts),
      percent(baseline.facts),
      percent(engine.fallbackPrecision),
      percent(engine.fallbackRecall),
    ]),
  ]);
  if (timing) {
    console.log(
      `\ntiming: ${timing.entries} Q&A entries, ${timing.questions} questions: ` +
        `p50 ${timing.p50.toFixed(1)} ms, p99 ${timing.p99.toFixed(1)} ms (PGlite in memory; target p99 < ${TARGETS.p99} ms)`,
    );
  }

  const failing = (test: (engine: Scores, baseline: Scores) => boolean) =>
    scored
      .filter(({ engine, baseline }) => !test(engine, baseline))
      .map(({ run }) => run.business.slug);
  const targets: [string, string[]][] = [
    [
      `top-1 ≥ ${TARGETS.top1 * 100}% on every business`,
      failing((e) => ratio(e.top1) >= TARGETS.top1),
    ],
    [
      `document facts quoted ≥ ${TARGETS.facts * 100}%`,
      failing((e) => ratio(e.facts) >= TARGETS.facts),
    ],
    [
      '100% intent accuracy on form requests and off-topic',
      failing((e) => ratio(e.intent) >= TARGETS.intent),
    ],
    ['ahead of BM25 (top-1) on every business', failing((e, b) => ratio(e.top1) > ratio(b.top1))],
  ];
  console.log('');
  for (const [target, failed] of targets) {
    console.log(
      `${failed.length ? 'FAIL' : 'PASS'}  ${target}${failed.length ? ` (${failed.join(', ')})` : ''}`,
    );
  }
  if (timing) {
    console.log(
      `${timing.p99 < TARGETS.p99 ? 'PASS' : 'FAIL'}  timing run p99 < ${TARGETS.p99} ms`,
    );
  }

  const figures: BenchFigure[] = scored.flatMap(({ run, engine, baseline }) => {
    const slug = run.business.slug;
    return [
      {
        bench: 'answers',
        figure: `${slug}: top-1 (BM25 ${percent(baseline.top1)})`,
        value: percent(engine.top1),
        budget: `≥ ${TARGETS.top1 * 100}%, ahead of BM25`,
        pass: ratio(engine.top1) >= TARGETS.top1 && ratio(engine.top1) > ratio(baseline.top1),
      },
      {
        bench: 'answers',
        figure: `${slug}: intent accuracy`,
        value: percent(engine.intent),
        budget: '100%',
        pass: ratio(engine.intent) >= TARGETS.intent,
      },
      {
        bench: 'answers',
        figure: `${slug}: document facts quoted`,
        value: percent(engine.facts),
        budget: `≥ ${TARGETS.facts * 100}%`,
        pass: ratio(engine.facts) >= TARGETS.facts,
      },
    ];
  });
  if (timing) {
    figures.push(
      {
        bench: 'answers',
        figure: `answer time p50, ${timing.entries} entries`,
        value: `${timing.p50.toFixed(1)} ms`,
      },
      {
        bench: 'answers',
        figure: `answer time p99, ${timing.entries} entries`,
        value: `${timing.p99.toFixed(1)} ms`,
        budget: `< ${TARGETS.p99} ms`,
        pass: timing.p99 < TARGETS.p99,
      },
    );
  }
  recordFigures(figures);
}
