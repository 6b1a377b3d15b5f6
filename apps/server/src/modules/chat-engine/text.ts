/** Text helpers shared by intent detection, typo correction and retrieval. Pure functions. */

export const MAX_INPUT_CHARS = 1000;

/** Trims, collapses whitespace and caps the visitor's text before anything looks at it. */
export function cleanInput(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, MAX_INPUT_CHARS).trim();
}

/** Lower-case words of letters and digits only: safe to put into a tsquery. */
export function words(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/[’']/g, '')
      .match(/[a-z0-9]+/g) ?? []
  ).filter((word) => word.length <= 40);
}

/**
 * Words that carry no topic. Besides English function words, the verbs and question words visitors
 * wrap their questions in ("can you tell me…"), so they neither rank nor count toward confidence.
 */
export const STOPWORDS = new Set(
  (
    'a about above after again against all am an and any are as at be because been before being ' +
    'below between both but by can cannot could did do does doing done down during each few for from ' +
    'further had has have having he her here hers herself him himself his how i if in into is it its ' +
    'itself just me more most my myself no nor not now of off on once only or other our ours ' +
    'ourselves out over own same she should so some such than that the their theirs them themselves ' +
    'then there these they this those through to too under until up very was we were what when ' +
    'which while who whom why will with would you your yours yourself yourselves ' +
    'im ive id dont doesnt didnt isnt arent cant wont wanna gonna pls please plz kindly tell know ' +
    'want like need get got give let us u ur hi hello hey thanks thank also any anyone someone ' +
    'something anything much many may might must shall ok okay yes yeah guys lab labs'
  ).split(' '),
);

/** Content words of a text: no stop words, no single letters. */
export function contentWords(text: string): string[] {
  return words(text).filter((word) => word.length > 1 && !STOPWORDS.has(word));
}

/**
 * A light stem for comparing word forms in code (reports/report, booking/book). PostgreSQL does the
 * real stemming for ranking; this only decides whether two surface forms are the same word.
 */
export function lightStem(word: string): string {
  if (word.length > 5 && word.endsWith('ing')) return word.slice(0, -3);
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && word.endsWith('ed')) return word.slice(0, -2);
  if (word.length > 4 && word.endsWith('es') && /(ch|sh|ss|x)es$/.test(word)) {
    return word.slice(0, -2);
  }
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** Optimal-string-alignment distance (Damerau–Levenshtein with adjacent swaps), capped early. */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i += 1) {
    const row: number[] = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      if (i === 0) {
        row.push(j);
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (rows[i - 1]?.[j] ?? 0) + 1,
        (row[j - 1] ?? 0) + 1,
        (rows[i - 1]?.[j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (rows[i - 2]?.[j - 2] ?? 0) + 1);
      }
      row.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (i > 0 && rowMin > max) return max + 1;
    rows.push(row);
  }
  return rows[a.length]?.[b.length] ?? max + 1;
}

/** Splits text into sentences, keeping their end punctuation. */
export function sentences(text: string): string[] {
  return (
    text
      .replace(/^#{1,6}\s+/gm, '')
      .replace(/\s+/g, ' ')
      .match(/[^.!?]+(?:[.!?]+["')\]]*|$)/g) ?? []
  )
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}
