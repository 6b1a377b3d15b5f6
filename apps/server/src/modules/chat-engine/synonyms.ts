import { lightStem, STOPWORDS, words } from './text.js';

/**
 * Words a lab's visitors use for the same thing. A query word (or phrase) found here is searched
 * together with the rest of its group, so "cost" also finds an answer that says "price".
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['report', 'result', 'reports', 'results', 'outcome'],
  ['collection', 'pickup', 'home visit', 'sample pickup', 'doorstep'],
  ['price', 'cost', 'fee', 'charge', 'rate', 'pricing', 'expensive', 'cheap', 'afford'],
  ['hour', 'timing', 'open', 'opening', 'close', 'closing'],
  ['fasting', 'fast', 'empty stomach', 'eat', 'food', 'drink'],
  ['doctor', 'physician', 'gp', 'consultant', 'referral', 'prescription'],
  ['appointment', 'booking', 'book', 'slot', 'schedule', 'reservation'],
  ['location', 'address', 'branch', 'centre', 'center', 'where', 'located', 'nearest'],
  ['insurance', 'insurer', 'insured', 'cover', 'covered', 'claim', 'policy'],
  ['payment', 'pay', 'card', 'cash', 'upi', 'paypal', 'credit', 'debit'],
  ['child', 'children', 'kid', 'kids', 'baby', 'infant', 'toddler', 'pediatric', 'paediatric'],
  ['pregnancy', 'pregnant', 'hcg', 'expecting'],
  ['covid', 'coronavirus', 'pcr', 'rtpcr', 'antigen'],
  ['cancel', 'cancellation', 'refund', 'reschedule'],
  ['parking', 'park', 'car'],
  ['wheelchair', 'accessible', 'accessibility', 'disabled', 'disability', 'ramp', 'mobility'],
  ['online', 'website', 'portal', 'email', 'download', 'app'],
  ['blood', 'phlebotomy', 'draw'],
  ['urine', 'stool', 'swab', 'specimen', 'sample'],
  ['weekend', 'sunday', 'holiday', 'christmas', 'easter', 'new year', 'diwali', 'eid'],
  ['type', 'kind', 'sort', 'variety'],
  ['job', 'career', 'hiring', 'vacancy', 'recruit', 'recruiting', 'cv', 'resume', 'employment'],
  ['phone', 'telephone', 'call', 'number', 'contact', 'whatsapp', 'email address', 'reach'],
  ['long', 'turnaround', 'ready', 'days', 'soon', 'quickly'],
  ['walk', 'walkin', 'appointment needed'],
];

export interface TermGroup {
  /** The words the visitor wrote (after correction). */
  source: string;
  /** Words and phrases searched together: the source and its synonyms. */
  alternatives: string[];
}

const byWord = new Map<string, string[]>();
const phrases: string[][] = [];
for (const group of SYNONYM_GROUPS) {
  for (const member of group) {
    const parts = words(member);
    if (parts.length > 1) phrases.push(parts);
    else for (const key of [member, lightStem(member)]) byWord.set(key, [...group]);
  }
  const phraseKey = group.find((member) => member.includes(' '));
  if (phraseKey) byWord.set(words(phraseKey).join(' '), [...group]);
}
// Longest phrases first, so "sample pickup" wins over "sample".
phrases.sort((a, b) => b.length - a.length);

/** Every word the table knows: typo correction may correct toward them. */
export const SYNONYM_VOCABULARY: ReadonlySet<string> = new Set(
  SYNONYM_GROUPS.flat().flatMap((member) => words(member)),
);

/**
 * Turns the visitor's words into search terms: multi-word synonyms are matched as phrases first,
 * stop words dropped, each remaining word expanded with its synonym group.
 */
export function expandTerms(tokens: string[]): TermGroup[] {
  const groups: TermGroup[] = [];
  const seen = new Set<string>();
  const add = (source: string, alternatives: string[]) => {
    const key = alternatives.slice().sort().join('|');
    if (seen.has(key)) return;
    seen.add(key);
    groups.push({ source, alternatives });
  };
  for (let i = 0; i < tokens.length; i += 1) {
    const phrase = phrases.find((parts) => parts.every((part, k) => tokens[i + k] === part));
    if (phrase) {
      const key = phrase.join(' ');
      add(key, unique([key, ...(byWord.get(key) ?? [])]));
      i += phrase.length - 1;
      continue;
    }
    const token = tokens[i];
    if (!token || token.length < 2 || STOPWORDS.has(token)) continue;
    const group =
      byWord.get(token) ?? byWord.get(lightStem(token)) ?? byWord.get(lightStem(lightStem(token)));
    add(token, unique([token, ...(group ?? [])]));
  }
  return groups;
}

const unique = (values: string[]) => [...new Set(values)];
