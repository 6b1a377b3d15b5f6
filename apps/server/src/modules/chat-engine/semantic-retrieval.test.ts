import { afterAll, describe, expect, it } from 'vitest';
import { createLocalEmbedder } from '../embeddings/local-embedder.js';
import { embeddingTextOf } from '../embeddings/embedding-text.js';
import { faqRows } from '../../test/faq-rows.js';
import { buildIndex } from './knowledge-index.js';
import { analyzeQuestion } from './query-terms.js';
import { rankEntries } from './rank.js';
import { englishWordNet } from './wordnet.js';

const entries = [
  {
    id: 'address',
    question: 'What is your street address?',
    answer: '12 Harbour Street, Bristol.',
  },
  { id: 'hours', question: 'When are you open?', answer: 'Monday to Friday, 9 am to 5 pm.' },
  { id: 'refunds', question: 'Can I get my money back?', answer: 'Yes, within 30 days.' },
  { id: 'careers', question: 'Are you hiring?', answer: 'See our jobs page for open roles.' },
];

describe('semantic ranking with the bundled model', () => {
  const embedder = createLocalEmbedder();
  afterAll(() => embedder.close?.());

  it('finds the entry of a paraphrase that shares no word with it, and only with vectors', async () => {
    const rows = faqRows(entries);
    const vectors = await embedder.embed(
      rows.map((row) =>
        embeddingTextOf({
          entryType: 'faq',
          entryTitle: row.title,
          heading: '',
          content: row.answer,
        }),
      ),
    );
    const index = buildIndex(
      rows,
      new Map(rows.map((row, i) => [row.chunkId, vectors[i] ?? new Float32Array()])),
    );
    const question = 'where are you located';
    const { groups } = analyzeQuestion(question, index, englishWordNet());
    const [vector] = await embedder.embed([question]);

    expect(rankEntries(index, groups, vector ?? null)[0]?.entryId).toBe('address');
    expect(rankEntries(index, groups, null)[0]?.entryId).not.toBe('address');
  });
});
