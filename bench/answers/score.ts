import { quantile } from '../support/results.js';
import type { Outcome, SystemRun } from './run-business.js';

/** A share with its counts, or null when nothing was counted. */
export interface Share {
  part: number;
  whole: number;
}

export interface Scores {
  top1: Share;
  /** Mean reciprocal rank of the expected entry within the first five. */
  mrr5: number;
  /** Form requests and off-topic messages that got the expected intent (null: no intents). */
  intent: Share | null;
  requests: Share | null;
  offTopic: Share | null;
  /** Of the answers that were the fallback, those that should have been. */
  fallbackPrecision: Share;
  /** Of the messages that should get the fallback, those that did. */
  fallbackRecall: Share;
  facts: Share;
  p50: number;
  p99: number;
}

export const TARGETS = {
  top1: 0.9,
  facts: 0.9,
  intent: 1,
  /** The timing run's p99, in ms. */
  p99: 50,
} as const;

export function score(run: SystemRun): Scores {
  const { outcomes } = run;
  const knowledge = outcomes.filter((outcome) => outcome.kind === 'knowledge');
  const requests = outcomes.filter((outcome) => outcome.kind === 'request');
  const offTopic = outcomes.filter((outcome) => outcome.kind === 'off-topic');
  const withFacts = outcomes.filter((outcome) => outcome.fact !== undefined);
  const answeredFallback = outcomes.filter((outcome) => outcome.fallback);
  const times = outcomes.map((outcome) => outcome.ms).sort((a, b) => a - b);
  const mrr5 =
    knowledge.reduce((sum, outcome) => sum + (outcome.rank ? 1 / outcome.rank : 0), 0) /
    (knowledge.length || 1);
  return {
    top1: count(knowledge, (outcome) => outcome.correct),
    mrr5,
    intent: run.intents ? count([...requests, ...offTopic], (outcome) => outcome.correct) : null,
    requests: run.intents ? count(requests, (outcome) => outcome.correct) : null,
    offTopic: run.intents ? count(offTopic, (outcome) => outcome.correct) : null,
    fallbackPrecision: count(answeredFallback, (outcome) => outcome.expect === 'fallback'),
    fallbackRecall: count(offTopic, (outcome) => outcome.fallback),
    facts: count(withFacts, (outcome) => outcome.quoted === true),
    p50: quantile(times, 0.5),
    p99: quantile(times, 0.99),
  };
}

function count(outcomes: Outcome[], test: (outcome: Outcome) => boolean): Share {
  return { part: outcomes.filter(test).length, whole: outcomes.length };
}

export function ratio(share: Share | null): number {
  return share && share.whole ? share.part / share.whole : NaN;
}

/** "93.5%", or "—" when there is nothing to divide. */
export function percent(share: Share | null): string {
  const value = ratio(share);
  return Number.isNaN(value) ? '—' : `${(100 * value).toFixed(1)}%`;
}

/** The engine's misses: a wrong entry or intent, or a fact its reply did not quote. */
export function misses(run: SystemRun): string[] {
  const lines: string[] = [];
  for (const outcome of run.outcomes) {
    const confidence =
      outcome.confidence === undefined ? '' : ` (${outcome.confidence.toFixed(2)})`;
    if (!outcome.correct) {
      lines.push(
        `[${outcome.kind}] "${outcome.text}" → ${outcome.got}${confidence}; expected ${outcome.expect}`,
      );
    } else if (outcome.quoted === false) {
      lines.push(
        `[fact] "${outcome.text}" → ${outcome.got}${confidence}, reply lacks "${outcome.fact}": ${JSON.stringify(outcome.reply ?? '')}`,
      );
    }
  }
  return lines;
}
