/**
 * The visitor's chat spellings written out ("wat time r u open", "2 yr old", "how many ppl"), so
 * that the interrogative is read ("what time" asks a time) and the words are searched as the
 * knowledge writes them. English chat shorthand only, no business's words; the message shown to
 * staff keeps the visitor's own spelling. A shortening of a word the knowledge writes ("appt",
 * "bday") is read against the knowledge instead (`abbreviatedWord` in `shortenings.ts`).
 */

/** Shorthand that means one thing wherever it stands. */
const ALWAYS: Readonly<Record<string, string>> = {
  wat: 'what',
  wot: 'what',
  wut: 'what',
  wen: 'when',
  hw: 'how',
  r: 'are',
  u: 'you',
  ya: 'you',
  ur: 'your',
  abt: 'about',
  bc: 'because',
  bcoz: 'because',
  cuz: 'because',
  coz: 'because',
  tmrw: 'tomorrow',
  tommorow: 'tomorrow',
  tomorow: 'tomorrow',
  tommorrow: 'tomorrow',
  tmr: 'tomorrow',
  tmrow: 'tomorrow',
  '2moro': 'tomorrow',
  '2morrow': 'tomorrow',
  '2day': 'today',
  '2nite': 'tonight',
  tonite: 'tonight',
  b4: 'before',
  pls: 'please',
  plz: 'please',
  thru: 'through',
  tho: 'though',
  wud: 'would',
  cud: 'could',
  shud: 'should',
  hav: 'have',
  lemme: 'let me',
  gimme: 'give me',
  ppl: 'people',
  xmas: 'Christmas',
  msg: 'message',
  hrs: 'hours',
  wk: 'week',
  wks: 'weeks',
};

/** Shorthand for a unit after a number ("2 yr old", "30 min"), and what it means elsewhere. */
const AFTER_A_NUMBER: Readonly<Record<string, readonly [string, string | null]>> = {
  yr: ['year', 'your'],
  yrs: ['years', null],
  hr: ['hour', null],
  min: ['minute', null],
  mins: ['minutes', null],
};

const WORD = /[\p{L}\d]+/gu;
/** "You lot", "you guys": the business addressed, no lot or guys asked about. */
const YOU_PLURAL = /\b(you|u) (lot|guys|folks)\b/gi;
const UNIT_AFTER_DIGIT = /(\d)(?=(yrs?|hrs?|mins?|wks?)\b)/gi;

/** The text with chat shorthand written out; everything else as the visitor wrote it. */
export function standardSpelling(written: string): string {
  // "3yrs", "30mins": the number and its unit apart.
  const text = written.replace(UNIT_AFTER_DIGIT, '$1 ').replace(YOU_PLURAL, '$1');
  return text.replace(WORD, (word: string, offset: number) => {
    // Capitals of two letters or more are a name or an acronym: "BC", "HR", "PPL".
    if (/^\p{Lu}{2,}$/u.test(word)) return word;
    const lower = word.toLowerCase();
    const unit = AFTER_A_NUMBER[lower];
    if (unit) return (/\d\s?$/.test(text.slice(0, offset)) ? unit[0] : unit[1]) ?? word;
    return ALWAYS[lower] ?? word;
  });
}
