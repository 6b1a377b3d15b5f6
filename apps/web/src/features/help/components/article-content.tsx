import type { ReactElement } from 'react';

type Block = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

/** Splits the plain-text content into paragraphs and "- " lists; nothing is read as HTML. */
function toBlocks(content: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of content.split(/\n\s*\n/)) {
    let paragraph: string[] = [];
    let list: string[] = [];
    const flushParagraph = () => {
      if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
      paragraph = [];
    };
    const flushList = () => {
      if (list.length) blocks.push({ kind: 'list', items: list });
      list = [];
    };
    for (const raw of chunk.split('\n')) {
      const line = raw.trim();
      if (!line) continue;
      if (line.startsWith('- ')) {
        flushParagraph();
        list.push(line.slice(2));
      } else {
        flushList();
        paragraph.push(line);
      }
    }
    flushParagraph();
    flushList();
  }
  return blocks;
}

export function ArticleContent({ content }: { content: string }): ReactElement {
  return (
    <div className="space-y-3 text-sm leading-relaxed text-slate-700">
      {toBlocks(content).map((block, index) =>
        block.kind === 'paragraph' ? (
          <p key={index}>{block.text}</p>
        ) : (
          <ul key={index} className="list-disc space-y-1 pl-5">
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>{item}</li>
            ))}
          </ul>
        ),
      )}
    </div>
  );
}
