import { holdsAnswerType, type AnswerType } from './answer-type.js';
import type { IndexedDocument } from './knowledge-index.js';
import type { RankedEntry } from './rank.js';

/** A passage of the entry nearly as good as its best: it answers when it holds the fact asked for. */
const CLOSE_PASSAGE_SHARE = 0.75;

/** A section this near the best is quoted beside it when its name is nearer the question. */
const COMPANION_SHARE = 0.8;

/**
 * The entry's passage to quote: its best, unless the best lacks the kind of fact the question asks
 * for ("last day to order for Christmas" wants a date) and a close second holds one.
 */
export function passageToQuote(best: RankedEntry, answerType: AnswerType | null): IndexedDocument {
  if (!answerType || holdsAnswerType(best.document.text, answerType)) return best.document;
  const close = best.others.find(
    ({ document, score }) =>
      score >= CLOSE_PASSAGE_SHARE * best.score && holdsAnswerType(document.text, answerType),
  );
  return close?.document ?? best.document;
}

/**
 * A second section of the same document to quote after the first: the next best, nearly as good,
 * whose own name says more of the question than the quoted one's ("ITEMS BOUGHT ELSEWHERE" beside
 * "RETURN WINDOW" for "bought your jacket at a shop in denver, can i return it"). Two sections
 * that match alike are both quoted, the one the document names for the question after the best.
 */
export function companionPassage(
  best: RankedEntry,
  quoted: IndexedDocument,
  relevance: (text: string) => number,
): IndexedDocument | null {
  const passages = [{ document: best.document, score: best.score }, ...best.others];
  let next: { document: IndexedDocument; score: number } | null = null;
  for (const passage of passages) {
    if (passage.document !== quoted && (!next || passage.score > next.score)) next = passage;
  }
  if (!next || next.score < COMPANION_SHARE * best.score) return null;
  return relevance(next.document.heading) > relevance(quoted.heading) ? next.document : null;
}
