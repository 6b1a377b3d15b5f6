import { splitSentences } from '../knowledge/sentences.js';
import { askedAnswerType, holdsAnswerType, type AnswerType } from './answer-type.js';
import type { IndexedDocument } from './knowledge-index.js';
import type { QueryGroup } from './query-terms.js';
import { termsOf } from './tokens.js';

/**
 * How near the fact asked for stands to what the question asks about. "How much is the 30-hour
 * course?" wants the price in the sentence that names the course, not the free assessment another
 * sentence mentions: a price list's line "30-hour course: £1,050" answers it, a Q&A about courses
 * that only mentions something free does not. A passage's lines are read under its document's
 * title and its section's heading ("Nails" over "Gel manicure: £32"); a Q&A's answer under its
 * stored question only when that question asks for the same kind of fact ("How much is a
 * consultation?" answered "$50").
 */

interface Unit {
  text: string;
  terms: ReadonlySet<string>;
}

interface Reading {
  units: Unit[];
  /** The terms every unit is read with: the title and heading of a passage. */
  passageContext: ReadonlySet<string>;
  /** The terms of a Q&A's stored question and the kind of fact it asks for. */
  storedQuestion: { terms: ReadonlySet<string>; asks: AnswerType | null } | null;
  holds: Map<AnswerType, boolean[]>;
}

const readings = new WeakMap<IndexedDocument, Reading>();

function readingOf(document: IndexedDocument): Reading {
  let reading = readings.get(document);
  if (reading) return reading;
  const lines = underTheirHeader(document.text.split('\n')).flatMap((line) => splitSentences(line));
  const units = [document.heading, ...lines]
    .filter((text) => text.trim() !== '')
    .map((text) => ({ text, terms: new Set(termsOf(text)) }));
  const isQuestion = document.type === 'faq';
  reading = {
    units,
    passageContext: new Set(isQuestion ? [] : termsOf(`${document.title} ${document.heading}`)),
    storedQuestion: isQuestion
      ? { terms: new Set(termsOf(document.title)), asks: askedAnswerType(document.title) }
      : null,
    holds: new Map(),
  };
  readings.set(document, reading);
  return reading;
}

/**
 * The weight of the question's words found with the nearest fact of the kind (in its sentence and
 * the context it is read in), or null when the document holds no such fact.
 */
export function factNearness(
  document: IndexedDocument,
  type: AnswerType,
  groups: readonly QueryGroup[],
  idf: (term: string) => number,
): number | null {
  const reading = readingOf(document);
  let holds = reading.holds.get(type);
  if (!holds) {
    holds = reading.units.map((unit) => holdsAnswerType(unit.text, type));
    reading.holds.set(type, holds);
  }
  const { storedQuestion } = reading;
  const context =
    storedQuestion && storedQuestion.asks === type ? storedQuestion.terms : reading.passageContext;
  let nearest: number | null = null;
  reading.units.forEach((unit, i) => {
    if (!holds[i]) return;
    let weight = 0;
    for (const group of groups) {
      let best = 0;
      for (const alternative of group.alternatives) {
        const found = alternative.terms.every((term) => unit.terms.has(term) || context.has(term));
        if (!found) continue;
        const rarity = alternative.terms.reduce((sum, term) => sum + idf(term), 0);
        best = Math.max(best, (alternative.weight * rarity) / alternative.terms.length);
      }
      weight += group.emphasis * best;
    }
    nearest = Math.max(nearest ?? 0, weight);
  });
  return nearest;
}

/** The cells of a table row ("Vans | 23 | 2 years"), or null for a line that is not one. */
function cellsOf(line: string): string[] | null {
  const cells = line
    .replace(/^\s*\|/, '')
    .replace(/\|\s*$/, '')
    .split('|')
    .map((cell) => cell.trim());
  return cells.length >= 2 ? cells : null;
}

/**
 * A table's rows read under its header row: "9-seat minibuses | 25 | 3 years" under "Vehicle |
 * Minimum age | Licence held for" is "Vehicle 9-seat minibuses, Minimum age 25, Licence held for 3
 * years", which holds an age beside what it is the age for; the row alone says nothing of the kind.
 */
function underTheirHeader(lines: readonly string[]): string[] {
  let header: string[] | null = null;
  return lines.map((line) => {
    const cells = cellsOf(line);
    if (!cells) {
      header = null;
      return line;
    }
    if (!header || header.length !== cells.length) {
      header = cells;
      return line;
    }
    const labels = header;
    return cells.map((cell, i) => `${labels[i] ?? ''} ${cell}`.trim()).join(', ');
  });
}
