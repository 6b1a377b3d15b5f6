import { words } from './text.js';
import { STOPWORDS } from './tokens.js';

/**
 * What kind of fact a question asks for, read from how it is asked ("how much…" wants an amount,
 * "who…" a name, "where are you" an address), and whether a text holds one: the ranking prefers
 * the entries that hold the fact asked for, and the quote the sentence that answers over one that
 * only repeats the question's words. English question forms only; a question in other words gets
 * no answer type and is ranked and quoted by its words alone.
 */
export type AnswerType =
  | 'price'
  | 'clock'
  | 'time'
  | 'count'
  | 'measure'
  | 'person'
  | 'contact'
  | 'place'
  | 'founding'
  | 'leader'
  | 'age';

/**
 * How big, far, warm or heavy: a measure with its unit ("10m x 10m", "400 metres", "29°C"). The
 * quote prefers the sentence that holds one; the ranking does not, since a measure stands in too
 * many passages to tell one from another ("what size wheels for a 6 year old").
 */
const MEASURE =
  /\bhow (big|large|small|far|warm|hot|cold|deep|shallow|tall|high|heavy|wide|long is the (walk|drive))\b|\bwhat (size|temperature|length|height|width|depth)\b/;

/** The hour of the day: "what time do you shut on thursday", "what times are the lane swims". */
const CLOCK = /\bwhat times?\b/;

const PLACE =
  /\b(where( exactly| abouts)?('?s| is| are)( exactly)? (you|your|ur|the)|where are you|address|located|location|directions|post ?code|zip ?code|how (do i|to) (get|find) (to )?(you|there)|find us|getting here)\b/;

/** Words a visitor calls the business by: "where's the shop", "how long has your firm been going". */
const THE_BUSINESS = 'place business company firm shop store office premises practice branch';

/** Since when the business runs: "how long have you been around", "when was it founded". */
const FOUNDING = new RegExp(
  [
    `\\bhow long (has|have) (the|this) (${THE_BUSINESS.replaceAll(' ', '|')}) been\\b`,
    // Whatever the visitor calls it: "how long has the school been going".
    /\bhow long (has|have) (the|this|your) \w+ been (going|around|in business|trading|established|operating)\b/
      .source,
    /\bhow long (have|has) (?!(i|my|he|she|it|they|we|his|her|their|our|this|that|the)\b)(\w+ ){1,3}been\b|\bhow old (is|are) (your|the|this) (?!(son|daughter|child|kid|baby|dog|cat|pet)s?\b)|\b(when|what year) (was|were|did) (\w+ ){1,3}(founded|established|set up|opened|open|start|started|begin|built)\b|\bsince when\b|^who (founded|started|set up|established|opened|began)\b/
      .source,
  ].join('|'),
);

/** Who leads the business: "who owns the salon", "who's in charge", "who runs greenlight". */
const LEADER =
  /^(who|whos)( is| s)?( actually| really| exactly| now| currently)? (owns|runs|manages|heads|leads|in charge|the (owner|boss|manager|principal|proprietor)s?)\b/;

/**
 * How old someone must be: "how old do you have to be", "what age", "old enough". Not the
 * visitor's telling an age ("my mum is 80 and not very mobile"): that is mostly their story.
 */
const AGE =
  /\bhow old (do|does|did|must|should|have|has|can|will|would|are|is|am)\b|\b(what|which|minimum|min|lowest|youngest|oldest|maximum|max|upper|lower) ages?\b|\bages? (limit|limits|restriction|restrictions|requirement|requirements|range|group|groups)\b|\bold enough\b|\btoo (young|old)\b/;

const ASKS: readonly [AnswerType, RegExp][] = [
  ['founding', FOUNDING],
  ['leader', LEADER],
  [
    'contact',
    /\b(phone|telephone|number to call|call you|email address|e-mail|contact details)\b|\bwho (do|should|can|could|would) (i|we) (email|e-mail|mail|call|ring|phone|text|write to)\b/,
  ],
  ['place', PLACE],
  // Where to go for something, which the quote answers with the address it gives.
  ['place', /\bwhere (do|can|should|would|will|shall|must) (i|we|you|they) (go|get|find)\b/],
  ['measure', MEASURE],
  ['count', /\b(how many|how old|weigh|weight|size of|number of)\b/],
  [
    'price',
    /\b(how much(?! (time|notice|longer|later|earlier|sooner|warning))|costs?|price[sd]?|fees?|charges?|rates?|expensive|cheap|afford)\b/,
  ],
  ['clock', CLOCK],
  [
    'time',
    /\b(when|what time|how (long|soon|early|late|fast|quickly)|how much (time|notice|longer|warning)|hours|deadline|last day|by when|until|open|close|opens|closes)\b/,
  ],
  ['age', AGE],
  ['person', /^(who|whos)\b|\bwho (is|are|was|runs|owns|started|founded|leads|will)\b/],
];

/** A weekday or a month, written out or short ("May" is left out: far more often the verb). */
export const WEEKDAY_OR_MONTH =
  /\b(mon|tues?|wed(nes)?|thu(rs)?|fri|satur|sun)(day)?s?\b|\b(january|february|march|april|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)\b/i;
/** A person named with an honorific: "Dr. Lee", "Ms Okafor". */
export const HONORIFIC_NAME = /\b(Dr|Mr|Mrs|Ms|Prof)\.?\s+\p{Lu}/u;

/** A run of whole capitalised words, with the lower-case word before it. */
const CAPITALISED_RUN = /(?:(\p{Ll}+)\s+)?(\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)+)(?!\p{L})/gu;

/**
 * Whether a text names someone by first and last name ("Sophie Hart", "Tom Ridley plans…"): two
 * capitalised words standing alone, the first no function word, weekday or month. A longer run
 * names a place or a body ("Gloucestershire Wedding Venue", "Wharf Road Trading Estate"), and so
 * does a pair after "the" ("the British Council", "the Mill Studio").
 */
function namesSomeone(text: string): boolean {
  for (const [, before = '', run = ''] of text.matchAll(CAPITALISED_RUN)) {
    const names = run.split(/\s+/);
    const first = names[0] ?? '';
    if (names.length !== 2 || before.toLowerCase() === 'the') continue;
    if (!STOPWORDS.has(first.toLowerCase()) && !WEEKDAY_OR_MONTH.test(first)) return true;
  }
  return false;
}

/** A person named with an honorific or by first and last name. */
function namesPerson(text: string): boolean {
  return HONORIFIC_NAME.test(text) || namesSomeone(text);
}

/** An hour of the day: "9.30am", "06:30", "noon". */
const CLOCK_TIME =
  /\b\d{1,2}([:.]\d{2})?\s?(am|pm|a\.m\.|p\.m\.)|\b\d{1,2}:\d{2}\b|\bnoon\b|\bmidnight\b/i;

const HOLDS: Record<AnswerType, (text: string) => boolean> = {
  price: (text) =>
    /[$€£¥₹]\s?\d|\d\s?(usd|eur|gbp|dollars?|euros?|pounds?|cents?|pence)\b|\b\d+p\b|(?<!-)\bfree\b(?!-)|\bno charge\b/i.test(
      text,
    ),
  clock: (text) => CLOCK_TIME.test(text),
  time: (text) =>
    WEEKDAY_OR_MONTH.test(text) ||
    /\b(since|in|founded|established|opened|started|est\.?)\s+(19|20)\d\d\b/i.test(text) ||
    CLOCK_TIME.test(text) ||
    /\b\d+(\s?(to|-|–)\s?\d+)?\s?(minutes?|mins?|hours?|hrs?|days?|nights?|weeks?|months?|years?|business days|working days)\b/i.test(
      text,
    ) ||
    // A term written in words: "one calendar month's notice", "two working days", "a week's notice".
    /\b(a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fourteen|twenty|thirty) ((calendar|working|business|clear|full) (days?|weeks?|months?)\b|(days?|weeks?|months?)['’]s? notice\b)/i.test(
      text,
    ),
  count: (text) => /\d/.test(text),
  measure: (text) =>
    /\d(\.\d+)?\s?(m|cm|mm|km|metres?|meters?|feet|ft|foot|inch(es)?|sq ?ft|square (feet|foot|metres?|meters?)|miles?|yards?|kg|kilos?|lbs?|tonnes?|litres?|liters?|°\s?[cf]?|degrees)(?![\p{L}])|\d+[ -]minutes?[' ]? (walk|drive)|\d\s?(m|ft|cm)?\s?x\s?\d/iu.test(
      text,
    ),
  // "founded in 1998", "opened as a wedding venue in 2014", "built in 1786", "trading since
  // 1987", "looking after homes across the county since 2009", or a sentence that opens "Since 2014 we have…" (not "Since 2018 learners may…").
  founding: (text) =>
    /\b(founded|established|opened|started|began|launched|set up|built|est\.?)\b[^.\n]{0,40}?\b(1[5-9]|20)\d\d\b|\b(been|\p{L}{3,}ing|run|owned)\b[^.\n]{0,80}?\bsince\s+(\p{L}+\s+)?(1[5-9]|20)\d\d\b|(^|[.!?]\s+)since\s+(1[5-9]|20)\d\d,?\s+(we|our)\b|\b(founded|started|established|set up|opened)\s+by\s+\p{Lu}/iu.test(
      text,
    ),
  person: namesPerson,
  // Someone named beside what they do at the head of the business.
  leader: (text) =>
    namesPerson(text) &&
    /\b(owner|owns|owned|founder|founded|co-founder|director|manager|manages|managing|runs|run by|leads|led by|head|principal|partner|proprietor|took over|set up|started|established|in charge)\b/i.test(
      text,
    ),
  // "aged 16 and over", "under-12s", "12 to 16-year-olds", "from the age of 8", "18 or older".
  age: (text) =>
    /\b(aged?|ages) (\d|under|over|between|from|up to)|\bage of \d|\b(from|at|by|minimum|min) (the )?age\b|\b\d{1,2}[ -]?(years?|yrs?|months?)[ -]?olds?\b|\b(under|over)[- ]\d{1,2}s\b|\b\d{1,2} (and|or) (over|older|under|younger|above|up)\b|\b(from|at) \d{1,2} (months?|years?)\b/i.test(
      text,
    ),
  contact: (text) => /\+?\(?\d{2,4}\)?[\s.-]\d{3}[\s.-]?\d{3,4}|\S@\S+\.\p{L}/u.test(text),
  // A street address: a number, a name, and what kind of street it is ("14 Harbour Road"); or a
  // postcode ("GL56 9QT") or a state and ZIP code ("OH 43228").
  place: (text) =>
    /\b\d+[a-z]?,?\s+(\p{Lu}[\p{L}'’.-]*\s+){1,3}(Street|St|Road|Rd|Avenue|Ave|Lane|Ln|Boulevard|Blvd|Drive|Dr|Way|Place|Pl|Square|Sq|Court|Ct|Parkway|Pkwy|Highway|Hwy|Terrace|Row|Close|Crescent|Plaza)\b/u.test(
      text,
    ) || /\b[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}\b|\b[A-Z]{2},? \d{5}(-\d{4})?\b/.test(text),
};

/**
 * The question's own interrogative ("how much", "when", "where", "who", "phone number"): what the
 * visitor surely wants, strict enough to rank entries by. "my kid has a fever until tonight" asks
 * no time, though a sentence to quote may still prefer one (`expectedAnswerType`).
 */
const INTERROGATIVES: readonly [AnswerType, RegExp][] = [
  [
    'contact',
    /\b(phone|telephone|mobile|whatsapp|landline|fax|helpline|hotline|office|emergency) (number|no)\b|\bnumber to call\b|\bcall you\b|\be-?mail address\b|\bcontact (details|number|info)|\bhow (can|do|should|would) (i|we) (contact|reach|call|phone|email|get (in touch with|hold of)) (you|the|your|us)\b|\bwho (do|should|can|could|would) (i|we) (email|e-mail|mail|call|ring|phone|text|write to)\b/,
  ],
  ['place', PLACE],
  ['founding', FOUNDING],
  ['leader', LEADER],
  ['count', /\bhow many\b/],
  [
    'price',
    /\bhow much\b(?! (time|notice|longer|later|earlier|sooner|warning)\b)|\b(price|cost|fee)s?\b|\b(what|how much) (do|does|did|would|will) \w+ charge\b|\b(hourly|daily|nightly|weekly|your) rates?\b/,
  ],
  ['clock', CLOCK],
  [
    'time',
    /^(when|what time|hours|latest|earliest)\b|\b(when (is|are|do|does|can|will|should)|what time|how long|how soon|how late|how early|how much (time|notice|longer|warning)|(whats|what is) the (latest|earliest))\b|\bhours\W*$/,
  ],
  ['age', AGE],
  [
    'person',
    /^(who|whos)\b|\b(whats|what is|what are) (the |your |their |his |her )?names?\b|^names? of\b/,
  ],
];

/** Words that only name the kind of fact asked for, where that kind is the business's own. */
const NAMING_WORDS: Partial<Record<AnswerType, ReadonlySet<string>>> = {
  age: new Set(['age', 'ages', 'aged']),
  // Who leads the business and since when it has run are told where it tells of itself: "About
  // us", "Our story", "Meet the team".
  leader: new Set(['about', 'story', 'history', 'team', 'people']),
  founding: new Set(['about', 'story', 'history']),
  person: new Set(['name', 'names', 'person']),
  place: new Set([
    'address',
    'location',
    'located',
    'based',
    'situated',
    'directions',
    'postcode',
    'zip',
  ]),
  contact: new Set(['phone', 'telephone', 'number', 'email', 'mail', 'contact', 'details']),
  price: new Set([
    'price',
    'prices',
    'pricing',
    'cost',
    'costs',
    'fee',
    'fees',
    'charge',
    'charges',
    'rate',
    'rates',
  ]),
};

/**
 * Words of the interrogative itself, which say what is asked and nothing of what about, whether
 * or not the knowledge uses them ("business" in "how long have you been in business").
 */
const FRAME_WORDS: Partial<Record<AnswerType, ReadonlySet<string>>> = {
  leader: new Set(
    'owns runs manages heads leads charge boss owner owners manager director head principal proprietor place business company days'.split(
      ' ',
    ),
  ),
  // What the address is for: "the postcode for the satnav", "for google maps".
  place: new Set(`exactly satnav sat nav gps maps google waze ${THE_BUSINESS}`.split(' ')),
  contact: new Set(THE_BUSINESS.split(' ')),
  // The words that ask one: "how old", and "year" in "how old must a 14 year old be".
  age: new Set('old year years yr yrs'.split(' ')),
  // With the verbs that ask when, or by whom, it began: "when was the school started" is not
  // about the start of a course.
  founding: new Set(
    `long around going operating trading running old lot guys yall found founded start started establish established open opened begin began begun set launch launched build built first originally initially ${THE_BUSINESS}`.split(
      ' ',
    ),
  ),
};

/** Whether the word only names the kind of fact asked for ("address" when asking where). */
export function namesAnswerType(word: string, type: AnswerType): boolean {
  return NAMING_WORDS[type]?.has(word) ?? false;
}

/** Whether the word only frames the question ("around" in "how long have you been around"). */
export function framesAnswerType(word: string, type: AnswerType): boolean {
  return FRAME_WORDS[type]?.has(word) ?? false;
}

/** The kind of fact the question asks for, or null when its form does not say. */
export function expectedAnswerType(question: string): AnswerType | null {
  return firstMatch(ASKS, question);
}

/** The kind of fact the question's interrogative asks for, or null when it has none of them. */
export function askedAnswerType(question: string): AnswerType | null {
  return firstMatch(INTERROGATIVES, question);
}

function firstMatch(patterns: readonly [AnswerType, RegExp][], question: string) {
  const text = question.toLowerCase().replace(/[’']/g, '');
  return patterns.find(([, pattern]) => pattern.test(text))?.[0] ?? null;
}

/** Whether a sentence holds a fact of the kind. */
export function holdsAnswerType(text: string, type: AnswerType): boolean {
  return HOLDS[type](text);
}

/**
 * Whether a stored question or a section's name asks for the kind of fact, by its form or a word
 * naming the fact: "How can I contact the museum?", "Contact details", "Where is the hotel?".
 */
export function speaksOfFact(name: string, type: AnswerType): boolean {
  if (expectedAnswerType(name) === type) return true;
  return words(name).some(
    (word) => namesAnswerType(word, type) || (SECTION_WORDS[type]?.has(word) ?? false),
  );
}

/**
 * Words by which a section's name tells where the fact stands, though a question naming the fact
 * would not use them: "Visit Us", "Where to Find Us", "Getting Here" give the address.
 */
const SECTION_WORDS: Partial<Record<AnswerType, ReadonlySet<string>>> = {
  place: new Set(['visit', 'find', 'finding', 'where', 'map', 'getting']),
};
