import { asksAfterAnotherParty } from './another-party.js';
import { asksAfterAnEventElsewhere } from './event-elsewhere.js';
import { asksGeneralQuestion } from './general-question.js';
import { asksForWorkNobodyOffers } from './job-seeking.js';
import type { KnowledgeIndex } from './knowledge-index.js';
import { asksForAnUnmadeRecommendation } from './unmade-recommendation.js';
import { asksHowToWithAThingNeverNamed } from './unnamed-how-to.js';
import type { WordNet } from './wordnet.js';

/**
 * Whether the message asks what this organization's knowledge never answers, whatever words of it
 * a page uses: what only a general assistant answers ("what's the weather like tomorrow"), about
 * another business, place or event ("is Halfords cheaper", "is the county show on this weekend"),
 * for a recommendation it never makes ("can you recommend a good roofer", "what's the best
 * weedkiller"), for work where no page speaks of jobs ("are you hiring"), or how to do something
 * with a thing it never names ("how do I pay my council tax"). The engine answers it the fallback
 * before ranking, and so does the bench.
 */
export function asksBeyondTheKnowledge(
  question: string,
  index: KnowledgeIndex,
  english: WordNet,
): boolean {
  return (
    asksGeneralQuestion(question) ||
    asksAfterAnotherParty(question, index.surfaceWords, english) ||
    asksForWorkNobodyOffers(question, index) ||
    asksForAnUnmadeRecommendation(question, index, english) ||
    asksAfterAnEventElsewhere(question, index) ||
    asksHowToWithAThingNeverNamed(question, index, english)
  );
}
