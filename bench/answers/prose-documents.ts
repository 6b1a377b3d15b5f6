import { readStructure } from '../../apps/server/src/modules/knowledge/document-structure.js';
import { isBulletLine } from '../../apps/server/src/modules/knowledge/sentences.js';
import type { Business } from './types.js';

/**
 * The business with its documents and pages as plain prose: each heading runs into the text it
 * heads ("Parking: Park behind…") and each block's lines run together, so they are chunked by
 * length alone, as a letter or a page without structure would be. Passages then run to the chunk
 * limit, past what the bundled model reads.
 */
export function withProseDocuments(business: Business): Business {
  return {
    ...business,
    entries: business.entries.map((entry) =>
      entry.type === 'faq' ? entry : { ...entry, content: proseOf(entry.content) },
    ),
  };
}

function proseOf(text: string): string {
  const blocks = new Map<number, { lines: string[]; inProse: boolean }>();
  let heading = '';
  for (const line of readStructure(text)) {
    if (line.kind === 'heading') {
      heading = heading ? `${heading}: ${line.text}` : line.text;
      continue;
    }
    const block = blocks.get(line.block) ?? { lines: [], inProse: false };
    blocks.set(line.block, block);
    if (line.kind === 'prose') {
      // The prose lines of a block run together, the heading before them as their first words.
      const words = heading ? `${heading}: ${line.text}` : line.text;
      if (block.inProse) block.lines.push(`${block.lines.pop() ?? ''} ${words}`);
      else block.lines.push(words);
    } else {
      // List items and table rows keep their lines, under their heading as a label.
      if (heading) block.lines.push(`${heading}:`);
      block.lines.push(
        line.kind === 'item' && !isBulletLine(line.text) ? `- ${line.text}` : line.text,
      );
    }
    block.inProse = line.kind === 'prose';
    heading = '';
  }
  return [...blocks.values()].map(({ lines }) => lines.join('\n')).join('\n\n');
}
