import { afterAll, describe, expect, it } from 'vitest';
import { createLocalEmbedder } from '../embeddings/local-embedder.js';
import { embedChunks } from '../embeddings/embed-chunks.js';
import { faqRows, type ChunkRow } from '../../test/faq-rows.js';
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
  const vectorsOf = async (rows: ChunkRow[], wordsRead = embedder.wordsRead) => {
    const chunks = rows.map((row) => ({
      entryType: row.type,
      entryTitle: row.title,
      heading: row.heading,
      content: row.type === 'faq' ? row.answer : row.passage,
    }));
    const vectors = await embedChunks(embedder, chunks, wordsRead);
    return new Map(rows.map((row, i) => [row.chunkId, vectors[i] ?? []]));
  };

  it('finds the entry of a paraphrase that shares no word with it, and only with vectors', async () => {
    const rows = faqRows(entries);
    const index = buildIndex(rows, await vectorsOf(rows));
    const question = 'where are you located';
    const { groups } = analyzeQuestion(question, index, englishWordNet());
    const [vector] = await embedder.embed([question]);

    expect(rankEntries(index, groups, vector ?? null)[0]?.entryId).toBe('address');
    expect(rankEntries(index, groups, null)[0]?.entryId).not.toBe('address');
  });

  it('finds by its meaning a fact at the end of a passage longer than the model reads', async () => {
    const rules = [
      'Our café opens at eight every morning and closes at six in the evening.',
      'Breakfast is served until eleven, and lunch from noon until three.',
      'We bake our bread on site each day with flour from a local mill.',
      'Tables for groups of more than eight can be booked by telephone.',
      'Gift cards are sold at the counter in any amount from ten to one hundred euros.',
      'We accept cash, debit cards and all major credit cards.',
      'Free wireless internet is available to every guest.',
      'The terrace is heated in winter and shaded by awnings in summer.',
      'Highchairs are available for young children on request.',
      'Dogs on a lead are welcome on the terrace, and water bowls are provided for them.',
    ];
    const rows = [
      ...faqRows([
        { id: 'wifi', question: 'Do you have wifi?', answer: 'Yes, it is free for guests.' },
        { id: 'cards', question: 'Can I pay by card?', answer: 'Yes, any card is fine.' },
      ]),
      {
        entryId: 'house-rules',
        chunkId: 'house-rules-chunk',
        type: 'document' as const,
        title: 'Café guide',
        tags: [],
        heading: 'House rules',
        passage: rules.join(' '),
        answer: '',
      },
    ];
    const question = 'can my puppy come along';
    const [vector] = await embedder.embed([question]);
    // By meaning alone: no word of the question is searched.
    const rankFirst = async (wordsRead?: number) => {
      const index = buildIndex(rows, await vectorsOf(rows, wordsRead));
      return rankEntries(index, [], vector ?? null)[0]?.entryId;
    };

    expect(await rankFirst(embedder.wordsRead)).toBe('house-rules');
    expect(await rankFirst(Infinity)).not.toBe('house-rules');
  });
});
