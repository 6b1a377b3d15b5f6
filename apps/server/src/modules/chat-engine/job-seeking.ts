import type { KnowledgeIndex } from './knowledge-index.js';
import { termOf } from './tokens.js';
import { words } from './text.js';

/**
 * Someone asking for work rather than for the business's service: "are you hiring?", "any
 * vacancies", "looking for a part time job". Only a business that writes of jobs, vacancies,
 * careers or apprenticeships answers that; for any other, whatever else of the question its
 * knowledge matches ("part time party hosts", "projectionist") is not what is asked.
 */
const ASKS_FOR_WORK = new RegExp(
  [
    String.raw`\b(are you|r u|are u|you) (hiring|recruiting|taking on (staff|people|anyone|apprentices|trainees))\b`,
    String.raw`\b(any|got any|have you got any|do you have any) (jobs?|vacancies|positions|openings|job openings|work going)\b`,
    String.raw`\blooking for (a |some )?((part|full) time|weekend|saturday|sunday|summer|evening|holiday) (job|jobs|work)\b`,
    String.raw`\blooking for (a job|jobs|an apprenticeship|work experience)\b`,
    String.raw`\b(jobs? (for|with) you|work for you)\b`,
    String.raw`\bapply for (a |the )?(job|position|role|vacancy)\b`,
    String.raw`\b(hand|drop) (in |off )?(my|a) cv\b`,
  ].join('|'),
);

/** The knowledge's words for working there, as index terms. */
const WORK_WORDS = [
  ...new Set('job vacancy recruitment career apprentice apprenticeship cv'.split(' ').map(termOf)),
];

/** Whether the message asks for work at a business whose knowledge says nothing of work there. */
export function asksForWorkNobodyOffers(question: string, index: KnowledgeIndex): boolean {
  if (!ASKS_FOR_WORK.test(words(question).join(' '))) return false;
  return !WORK_WORDS.some((term) => index.documentFrequency.has(term));
}
