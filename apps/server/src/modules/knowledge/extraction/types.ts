export type DocumentKind = 'pdf' | 'docx' | 'doc' | 'txt' | 'md';

export interface ExtractedDocument {
  text: string;
  title: string | null;
}

export interface ExtractionLimits {
  timeoutMs: number;
  maxOutputChars: number;
  maxUnpackedBytes: number;
}

export const DEFAULT_EXTRACTION_LIMITS: ExtractionLimits = {
  timeoutMs: 30_000,
  maxOutputChars: 2_000_000,
  maxUnpackedBytes: 50 * 1024 * 1024,
};
