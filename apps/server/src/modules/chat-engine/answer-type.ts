/**
 * What kind of fact a question asks for, read from how it is asked ("how much…" wants an amount,
 * "who…" a name), and whether a sentence holds one: the quote then prefers the sentence that
 * answers over one that only repeats the question's words. English question forms only; a
 * question in other words gets no answer type and is quoted by its words alone.
 */
export type AnswerType = 'price' | 'time' | 'count' | 'person' | 'contact';

const ASKS: readonly [AnswerType, RegExp][] = [
  ['contact', /\b(phone|telephone|number to call|call you|email address|e-mail|contact details)\b/],
  [
    'count',
    /\b(how many|how (big|heavy|large|tall|wide|far|old)|weigh|weight|size of|number of)\b/,
  ],
  ['price', /\b(how much|costs?|price[sd]?|fees?|charges?|rates?|expensive|cheap|afford)\b/],
  [
    'time',
    /\b(when|what time|how (long|soon|early|late|fast|quickly)|hours|deadline|last day|by when|until|open|close|opens|closes)\b/,
  ],
  ['person', /^(who|whos)\b|\bwho (is|are|was|runs|owns|started|founded|leads|will)\b/],
];

/** A weekday or a month, written out or short ("May" is left out: far more often the verb). */
export const WEEKDAY_OR_MONTH =
  /\b(mon|tues?|wed(nes)?|thu(rs)?|fri|satur|sun)(day)?s?\b|\b(january|february|march|april|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)\b/i;
/** A person named with an honorific: "Dr. Lee", "Ms Okafor". */
export const HONORIFIC_NAME = /\b(Dr|Mr|Mrs|Ms|Prof)\.?\s+\p{Lu}/u;

const HOLDS: Record<AnswerType, (text: string) => boolean> = {
  price: (text) =>
    /[$€£¥₹]\s?\d|\d\s?(usd|eur|gbp|dollars?|euros?|pounds?)\b|\bfree\b|\bno charge\b/i.test(text),
  time: (text) =>
    WEEKDAY_OR_MONTH.test(text) ||
    /\b\d{1,2}(:\d{2})?\s?(am|pm|a\.m\.|p\.m\.)|\b\d{1,2}:\d{2}\b|\bnoon\b|\bmidnight\b/i.test(
      text,
    ) ||
    /\b\d+(\s?(to|-|–)\s?\d+)?\s?(minutes?|mins?|hours?|hrs?|days?|nights?|weeks?|months?|years?|business days|working days)\b/i.test(
      text,
    ),
  count: (text) => /\d/.test(text),
  person: (text) =>
    HONORIFIC_NAME.test(text) || /\p{Lu}\p{Ll}+\s+\p{Lu}\p{Ll}+/u.test(text.replace(/^\S+\s*/, '')),
  contact: (text) => /\+?\(?\d{2,4}\)?[\s.-]\d{3}[\s.-]?\d{3,4}|\S@\S+\.\p{L}/u.test(text),
};

/** The kind of fact the question asks for, or null when its form does not say. */
export function expectedAnswerType(question: string): AnswerType | null {
  const text = question.toLowerCase().replace(/[’']/g, '');
  return ASKS.find(([, pattern]) => pattern.test(text))?.[0] ?? null;
}

/** Whether a sentence holds a fact of the kind. */
export function holdsAnswerType(text: string, type: AnswerType): boolean {
  return HOLDS[type](text);
}
