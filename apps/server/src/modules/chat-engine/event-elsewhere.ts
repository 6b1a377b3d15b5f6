import type { KnowledgeIndex } from './knowledge-index.js';
import { words } from './text.js';
import { termOf, termsOf } from './tokens.js';

/**
 * A visitor asking when or whether an event is on that the business never holds: "is the county
 * show on this weekend", "when's the shrewsbury flower show this year", "what's on at the swan
 * theatre". The knowledge answers it only if it names the event as written ("the christmas
 * concert", "the panto"); otherwise its own words among the event's ("show", "flower",
 * "shrewsbury") are not what is asked.
 */

/** When a time follows: "this weekend", "next year", "tonight". */
const A_TIME =
  '(this|next) (year|week|weekend|month|morning|afternoon|evening|spring|summer|autumn|winter)|today|tonight|tomorrow';
/** Words that end an event's name: a time, or where. */
const ENDS_A_NAME = new Set('this next today tonight tomorrow on in at for near'.split(' '));

const ASKS_AFTER_AN_EVENT = [
  // "is the stourport carnival on this weekend", "when is the learn to lead course on", "when is
  // harrogate christmas market on this year"
  new RegExp(
    String.raw`\b(?:is|when is|whens|when s) (?:the )?(?!(?:my|our|your|it|this|that|there)\b)(?<name>(?:\w+ ){0,4}?\w+) on(?: (?:${A_TIME}))?$`,
  ),
  // "is there a farmers market in kenilworth this weekend"
  new RegExp(
    String.raw`\b(?:is there|are there) (?:a|an|any) (?<name>(?:\w+ ){0,3}?\w+) (?:(?:in|at|near) (?:\w+ ){1,2})?(?:on )?(?:${A_TIME})$`,
  ),
  // "what time does the farmers market start on saturday", "when does the panto start this year"
  new RegExp(
    String.raw`\b(?:what time|when) (?:does|do|is|will) the (?<name>(?:\w+ ){0,4}?\w+) (?:start|starts|begin|begins)(?: (?:${A_TIME}|on \w+))?$`,
  ),
  // "when's the flower show this year"
  new RegExp(String.raw`\b(?:when is|whens|when s) the (?<name>(?:\w+ ){0,4}?\w+) (?:${A_TIME})$`),
  // "what's on at the birmingham hippodrome this month"
  /\b(?:whats|what s|what is) on at the (?<name>(?:\w+ ){0,3}\w+)/,
];

/** The event's name as the visitor writes it, up to when or where it is; null if none is asked after. */
function eventAskedAfter(question: string): string[] | null {
  for (const clause of question.split(/[,;:.!?]/)) {
    const plain = words(clause).join(' ');
    for (const pattern of ASKS_AFTER_AN_EVENT) {
      const name = pattern.exec(plain)?.groups?.name?.split(' ');
      if (!name) continue;
      const end = name.findIndex((word) => ENDS_A_NAME.has(word));
      return end === -1 ? name : name.slice(0, end);
    }
  }
  return null;
}

/** The fields in which the knowledge names what a page or a section is about. */
const NAMING_FIELDS = ['question', 'title', 'heading'] as const;

/**
 * Whether the message asks after an event its knowledge never names: the last two words of the
 * event's name side by side in no passage ("county show"), or its one word in none; and no page,
 * section or stored question is about its kind ("Concerts and Events" holds the christmas
 * concert). Only the passages that write the kind are read.
 */
export function asksAfterAnEventElsewhere(question: string, index: KnowledgeIndex): boolean {
  const name = eventAskedAfter(question);
  const head = name?.at(-1);
  if (!name || !head) return false;
  const kind = termOf(head);
  const phrase = ` ${name.slice(-2).map(termOf).join(' ')} `;
  return !(index.postings.get(kind) ?? []).some((position) => {
    const document = index.documents[position];
    if (!document) return false;
    if (name.length === 1 || NAMING_FIELDS.some((field) => document.fields[field]?.has(kind))) {
      return true;
    }
    const terms = termsOf(`${document.title} ${document.heading} ${document.text}`);
    return ` ${terms.join(' ')} `.includes(phrase);
  });
}
