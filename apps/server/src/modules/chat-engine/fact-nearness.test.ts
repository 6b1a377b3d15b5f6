import { describe, expect, it } from 'vitest';
import { faqRows } from '../../test/faq-rows.js';
import { framesAnswerType } from './answer-type.js';
import { factNearness } from './fact-nearness.js';
import { buildIndex } from './knowledge-index.js';
import { analyzeQuestion } from './query-terms.js';
import { englishWordNet } from './wordnet.js';

/** How near the fact of the kind stands to the question's words in a Q&A's answer. */
function nearness(answer: string, question: string, type: 'age' | 'price') {
  const index = buildIndex(
    faqRows([{ id: 'entry', question: 'Before you book', answer }]),
    new Map(),
  );
  // The ranking leaves out the words that only ask the question ("old" in "how old").
  const groups = analyzeQuestion(question, index, englishWordNet()).groups.filter(
    (group) => !framesAnswerType(group.word, type),
  );
  const document = index.documents[0];
  if (!document) throw new Error('no document');
  return factNearness(document, type, groups, () => 1);
}

describe('factNearness', () => {
  it('reads a table row under its header row, so a cell holds the kind of fact its column names', () => {
    const table =
      'Vehicle | Minimum age | Licence held\nCars | 21 | 1 year\nMinibus | 25 | 3 years';
    expect(nearness(table, 'how old do you have to be for the minibus', 'age')).toBeGreaterThan(0);
  });

  it('finds no fact where no line holds one', () => {
    expect(nearness('Our minibus seats nine.', 'how old for the minibus', 'age')).toBeNull();
  });

  it('counts the words of the sentence that holds the fact, not of another', () => {
    const answer = 'The minibus seats nine. Drivers aged 76 to 79 need a letter from their GP.';
    expect(nearness(answer, 'how old do you have to be for the minibus', 'age')).toBe(0);
  });
});
