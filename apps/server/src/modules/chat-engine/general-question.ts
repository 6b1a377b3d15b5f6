import { words } from './text.js';

/**
 * Questions for a general assistant, which no business's knowledge answers, however many of their
 * words it uses: a sum, a weather forecast, a phrase in another language, a share price, a recipe, a match
 * result, a capital city, a joke or a poem. Each is read by how it is asked, not by its subject, so
 * a business that speaks of the weather, recipes or prizes is still asked about its own:
 * "what happens if the weather is bad", "can you share the recipe for your brownies", "did you win
 * any awards".
 */
/** A sum, as typed: "what is 15% of 340", "17 times 23", "whats 2+2?". */
const SUM =
  /^(what is|what'?s|calculate|work out|how much is)?\s*\d+(\.\d+)?\s*(%|percent)?\s*(of|times|x|×|plus|minus|divided by|multiplied by|\+|-|\*|\/|÷)\s*\d+(\.\d+)?\s*%?\s*[?=]?$/;

const GENERAL_QUESTIONS: readonly RegExp[] = [
  // "what's the weather going to be like in Hexham", "weather forecast for Saturday"
  /\b(what|whats|how|hows)( is| s| will)? the weather (going to be|gonna be|looking|doing|like|be like|today|tomorrow|tonight|this|in|at|for|on)\b|\bweather forecast\b|\bwill it (rain|snow) (today|tomorrow|tonight|this|on|at|in)\b/,
  // "how do you say good morning in Cornish", "translate fresh bread into french"
  /\bhow (do|would|can) (you|i|we) say\b( \S+){1,8} in \w+$|^(please |can you |could you )?translate\b( \S+){1,8} (into|in|to) \w+$/,
  // "what's tesla's share price doing"
  /\b(share|stock) price\b/,
  // "whats a good recipe for banana bread", "give me a recipe for shepherds pie"
  /^recipe (for|to)\b|\b(give me|got|have you got|whats|what is|know|need|suggest|recommend) (a |an |any )?(good |decent |nice |easy |quick |proper |simple )?recipe (for|to)\b/,
  // "who won the villa game last night", "did leeds win on saturday", "what was the score"
  /\b(who won|did (?!(you|your|we|our|the (school|shop|business|company|team|park))\b)\w+( \w+)? win|what was the score)\b(?!.*\b(awards?|prizes?|competitions?|raffles?|draws?|contests?)\b)/,
  // "what's the capital of Peru"
  /\bwhat( is|s) the capital (city )?of\b/,
  /\b(tell me|know) (a|any) jokes?\b|\bwrite (me |us )?(a|an) (\w+ )?(poem|haiku|limerick)\b/,
];

/** Whether the message asks what a general assistant answers, never a business's knowledge. */
export function asksGeneralQuestion(text: string): boolean {
  if (SUM.test(text.trim().toLowerCase())) return true;
  const normalized = words(text).join(' ');
  return GENERAL_QUESTIONS.some((pattern) => pattern.test(normalized));
}
