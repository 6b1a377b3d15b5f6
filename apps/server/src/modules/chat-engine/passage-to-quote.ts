import { holdsAnswerType, type AnswerType } from './answer-type.js';
import type { IndexedDocument } from './knowledge-index.js';
import type { RankedEntry } from './rank.js';

/** A passage of the entry nearly as good as its best: it answers when it holds the fact asked for. */
const CLOSE_PASSAGE_SHARE = 0.75;

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
