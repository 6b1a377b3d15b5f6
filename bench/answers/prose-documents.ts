import { readStructure } from '../../apps/server/src/modules/knowledge/document-structure.js';
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
  const blocks = new Map<number, string[]>();
  let heading = '';
  for (const line of readStructure(text)) {
    if (line.kind === 'heading') {
      heading = heading ? `${heading}: ${line.text}` : line.text;
      continue;
    }
    const lineText = heading ? `${heading.replace(/^#+\s*/, '')}: ${line.text}` : line.text;
    heading = '';
    blocks.set(line.block, [...(blocks.get(line.block) ?? []), lineText]);
  }
  return [...blocks.values()].map((lines) => lines.join(' ')).join('\n\n');
}
