/**
 * The shape of one business in the answer-engine bench: what it publishes (its knowledge) and what
 * its visitors type. Questions are written apart from the entries, as visitors type them, so the
 * bench measures the engine instead of echoing the stored wording back at it.
 */

/** One published knowledge entry, as the business would have typed, uploaded or had crawled. */
export interface BusinessEntry {
  type: 'faq' | 'document' | 'website';
  /** A Q&A's stored question; a document's title (from its file name); a page's <title>. */
  title: string;
  /** A Q&A's answer; a document's extracted text; a page's text with '#' headings. */
  content: string;
  tags?: string[];
  /** Crawled pages: the address they were read from. */
  url?: string;
  /** Uploaded documents: the file the text was extracted from. */
  fileName?: string;
}

/** A question the knowledge answers. */
export interface KnowledgeQuestion {
  text: string;
  /** The title of the entry that answers it. */
  expect: string;
  /** For a document or page: a short string the quoted answer must contain (case-insensitive). */
  fact?: string;
}

/** The intents the engine recognises for requests a form (or a person) serves. */
export type RequestIntent =
  | 'Appointments'
  | 'Complaints/Feedback'
  | 'General Inquiry'
  | 'handoff'
  | 'Test Report'
  | 'Home Collection';

/** A visitor asking for something to be done, not asking about it. */
export interface FormRequest {
  text: string;
  expect: RequestIntent;
}

export interface Business {
  /** The data file's name and the --business flag's value. */
  slug: string;
  name: string;
  field: string;
  entries: BusinessEntry[];
  questions: KnowledgeQuestion[];
  requests: FormRequest[];
  /** Messages the knowledge does not answer: each must get the fallback. */
  offTopic: string[];
}
