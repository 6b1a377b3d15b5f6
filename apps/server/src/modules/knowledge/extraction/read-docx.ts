import mammoth from 'mammoth';
import { decodeEntities, writeHtmlAsText } from './html-to-text.js';
import { extractionReasons } from './extraction-error.js';
import { TextOutput } from './text-output.js';
import type { ExtractedDocument, ExtractionLimits } from './types.js';
import { checkZipArchive, readZipEntry } from './zip-archive.js';

const STYLE_MAP = ["p[style-name='Title'] => h1:fresh", "p[style-name='Subtitle'] => h2:fresh"];

// Images are dropped without being read, so mammoth never builds base64 data URIs of them.
const dropImages = mammoth.images.imgElement(() => Promise.resolve({ src: '' }));

export async function readDocx(
  bytes: Buffer,
  limits: ExtractionLimits,
): Promise<ExtractedDocument> {
  // mammoth has no size limit of its own (a 306 KB docx once became a 314 MB string): the archive
  // is checked before mammoth unpacks it.
  checkZipArchive(bytes, limits.maxUnpackedBytes, extractionReasons.damaged('docx'));
  const { value: html } = await mammoth.convertToHtml(
    { buffer: bytes },
    { styleMap: STYLE_MAP, convertImage: dropImages },
  );
  const output = new TextOutput(limits.maxOutputChars);
  writeHtmlAsText(html, output);
  return output.finish(readCoreTitle(bytes));
}

function readCoreTitle(bytes: Buffer): string | null {
  const core = readZipEntry(bytes, 'docProps/core.xml')?.toString('utf8');
  const title = core && /<dc:title>([^<]*)<\/dc:title>/.exec(core)?.[1];
  return title ? decodeEntities(title) : null;
}
