import type { CheerioAPI, contains } from 'cheerio';

// cheerio does not re-export its DOM node types; its own signatures carry them.
type DomNode = Parameters<typeof contains>[0];
type DomElement = Extract<DomNode, { attribs: Record<string, string> }>;

/** Never content: code, media, chrome around the page, forms, and what the reader cannot see. */
const NOISE_SELECTOR = [
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'iframe',
  'object',
  'embed',
  'canvas',
  'nav',
  'footer',
  'aside',
  'form',
  'dialog:not([open])',
  '[role=navigation]',
  '[aria-hidden=true]',
  '[hidden]',
].join(', ');

const COOKIE_BANNER_NAME = /cookie|consent|gdpr|banner/i;
const HIDDEN_STYLE = /(^|;)\s*(display\s*:\s*none|visibility\s*:\s*hidden)/i;

const HEADING_PREFIX: Record<string, string> = { h1: '# ', h2: '## ', h3: '### ' };
/** Elements that start a new paragraph (anything else flows inline). */
const BLOCK_TAGS = new Set(
  [
    'address article blockquote body caption center dd details dialog div dl dt fieldset figcaption',
    'figure h4 h5 h6 header hgroup hr html li main ol p pre section summary table tbody td tfoot th',
    'thead tr ul',
  ]
    .join(' ')
    .split(' '),
);

/**
 * The readable main text of a loaded document, in the convention the knowledge chunker reads:
 * paragraphs separated by one blank line, h1–h3 as '# ', '## ', '### ' lines, list items as
 * paragraphs, table rows as 'cell | cell'. The document is modified (noise is removed).
 */
export function mainText($: CheerioAPI): string {
  removeNoise($);
  const candidates = [$('main'), $('[role=main]'), $('article'), $('body')];
  for (const candidate of candidates) {
    if (candidate.length === 0) continue;
    const collector = new ParagraphCollector();
    candidate.each((_index, element) => collector.walk(element));
    const text = collector.text();
    if (text) return text;
  }
  return '';
}

function removeNoise($: CheerioAPI): void {
  $(NOISE_SELECTOR).remove();
  // A header inside an article or main is the content's own header (its title); others are chrome.
  $('header')
    .filter((_index, element) => $(element).parents('article, main, [role=main]').length === 0)
    .remove();
  $('[style]')
    .filter((_index, element) => HIDDEN_STYLE.test($(element).attr('style') ?? ''))
    .remove();
  $('[id], [class]')
    .filter((_index, element) => {
      const names = `${$(element).attr('id') ?? ''} ${$(element).attr('class') ?? ''}`;
      if (!COOKIE_BANNER_NAME.test(names)) return false;
      // A cookie banner never holds the page itself or its main heading.
      if (['html', 'body', 'main', 'article'].includes(element.tagName.toLowerCase())) return false;
      return $(element).find('main, article, [role=main], h1').length === 0;
    })
    .remove();
}

function isElement(node: DomNode): node is DomElement {
  return node.nodeType === 1 && 'attribs' in node;
}

/** The text of a node on one line: for a heading, a table cell or a caption. */
function flatText(node: DomNode): string {
  if (node.nodeType === 3) return node.data;
  if (!isElement(node)) return '';
  const name = node.tagName.toLowerCase();
  if (name === 'br') return ' ';
  const inner = node.children.map((child) => flatText(child)).join('');
  return BLOCK_TAGS.has(name) ? ` ${inner} ` : inner;
}

function collapse(text: string): string {
  return text
    .replace(/[\u200b-\u200d\ufeff]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

class ParagraphCollector {
  private readonly paragraphs: string[] = [];
  private inline = '';

  walk(node: DomNode): void {
    if (node.nodeType === 3) {
      // Source line breaks are just whitespace; only <br> breaks a line.
      this.inline += node.data.replace(/\s+/g, ' ');
      return;
    }
    if (!isElement(node)) return;
    const name = node.tagName.toLowerCase();
    const headingPrefix = HEADING_PREFIX[name];
    if (headingPrefix !== undefined) {
      this.add(flatText(node), headingPrefix);
    } else if (name === 'tr') {
      const cells = node.children
        .filter((child): child is DomElement => isElement(child))
        .filter((cell) => ['td', 'th'].includes(cell.tagName.toLowerCase()))
        .map((cell) => collapse(flatText(cell)))
        .filter(Boolean);
      this.add(cells.join(' | '));
    } else if (name === 'br') {
      // A line break inside a paragraph (an address, a poem) stays a single newline.
      this.inline += '\n';
    } else if (BLOCK_TAGS.has(name)) {
      this.flush();
      for (const child of node.children) this.walk(child);
      this.flush();
    } else {
      for (const child of node.children) this.walk(child);
    }
  }

  text(): string {
    this.flush();
    return this.paragraphs.join('\n\n');
  }

  private add(text: string, prefix = ''): void {
    this.flush();
    const line = collapse(text);
    if (line) this.paragraphs.push(`${prefix}${line}`);
  }

  private flush(): void {
    const lines = this.inline
      .split('\n')
      .map((line) => collapse(line))
      .filter(Boolean);
    this.inline = '';
    if (lines.length > 0) this.paragraphs.push(lines.join('\n'));
  }
}
