export { detectDocumentKind } from './detect-document-kind.js';
export { extractDocument } from './extract-document.js';
export { ExtractionError } from './extraction-error.js';
export {
  DEFAULT_EXTRACTION_LIMITS,
  type DocumentKind,
  type ExtractedDocument,
  type ExtractionLimits,
} from './types.js';
