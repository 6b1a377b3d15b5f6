import { wordsOf } from './tokens.js';

/**
 * Visitors wrap what they ask in a story: "my cat has been sick since yesterday and won't eat, who
 * do I call?". The story's words are real context, but an entry that matches the story ("how often
 * should I worm my cat") is not what they asked for, so the ranking weighs them less
 * (`STORY_EMPHASIS`) than the words of the clause that asks.
 */

/** How much a word of the story around the asking clause counts, against one of the clause. */
export const STORY_EMPHASIS = 0.5;

/** A piece shorter than this is part of its neighbour ("tents, sleeping bags and stoves"). */
const MIN_CLAUSE_WORDS = 3;

/** A clause that opens like a question: an interrogative, or a verb put first to ask. */
const ASKS =
  /^(?:do|does|did|can|could|may|is|are|was|were|will|would|should|have|has|how|what|whats|when|where|wheres|who|whos|which|why|any|anything)$/;

/** Pieces of a message: sentences, and the parts that commas and conjunctions join. */
const CLAUSE_BREAK = /[.!?;,]+|\s+(?:and|but|so|because)\s+/i;

/**
 * The words of the clauses a message asks in, or null when it is one clause, or asks in none of
 * them or in all of them: then every word is what the visitor asks about.
 */
export function askingWords(message: string): ReadonlySet<string> | null {
  const clauses: string[][] = [];
  for (const piece of message.split(CLAUSE_BREAK)) {
    const words = wordsOf(piece).map((word) => word.surface);
    if (words.length === 0) continue;
    const last = clauses.at(-1);
    if (last && (words.length < MIN_CLAUSE_WORDS || last.length < MIN_CLAUSE_WORDS)) {
      last.push(...words);
    } else clauses.push(words);
  }
  const asking = clauses.filter((words) => ASKS.test(words[0] ?? ''));
  if (asking.length === 0 || asking.length === clauses.length) return null;
  return new Set(asking.flat());
}

/** A question run on without a stop: "lost my wallet yesterday what do i do". */
const RUN_ON_QUESTION =
  /\b(what|how|where|when|who|which|why) (do|does|did|can|could|should|will|would|is|are)\b/i;

/** Whether any piece of the message asks: a question mark, or a clause that opens like a question. */
export function asksAnything(message: string): boolean {
  return (
    message.includes('?') ||
    RUN_ON_QUESTION.test(message) ||
    message.split(CLAUSE_BREAK).some((piece) => ASKS.test(wordsOf(piece)[0]?.surface ?? ''))
  );
}
