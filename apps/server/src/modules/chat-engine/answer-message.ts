import type {
  AssistantReply,
  ChatbotFeatures,
  HandoffReason,
  HandoffTrigger,
} from '@concierge/shared';
import type { Executor } from '../../db/client.js';
import { loadChunkVectors } from '../embeddings/index.js';
import type { Embedder } from '../embeddings/index.js';
import { askedAnswerType, expectedAnswerType, type AnswerType } from './answer-type.js';
import { quotePassage, tidyAnswer } from './extract-answer.js';
import { contactForm, formForRequest, showForm, type EngineForms } from './forms.js';
import { asksBeyondTheKnowledge } from './beyond-knowledge.js';
import { knowledgeIndexFor } from './index-cache.js';
import type { KnowledgeIndex } from './knowledge-index.js';
import {
  detectEscalation,
  detectRequest,
  detectSmallTalk,
  soundsLikeDanger,
  questionOf,
  requestSubject,
  type RequestIntent,
} from './intents.js';
import { groundedPrompt, type LlmClient } from './llm.js';
import { isNoiseQuestion } from './noise-question.js';
import { companionPassage, passageToQuote } from './passage-to-quote.js';
import { reachPersonReply } from './person-request.js';
import { analyzeQuestion } from './query-terms.js';
import {
  CONFIDENCE_THRESHOLD,
  DEFAULT_TUNING,
  fuseRanking,
  matchWords,
  sentenceRelevance,
  type RankedEntry,
} from './rank.js';
import { cleanInput } from './text.js';
import { termOf } from './tokens.js';
import { tonePhrases } from './tone-phrases.js';
import { englishWordNet } from './wordnet.js';

export { CONFIDENCE_THRESHOLD } from './rank.js';
export { DEFAULT_FALLBACK, GREETING_REPLY, HANDOFF_OFFER, THANKS_REPLY } from './tone-phrases.js';

export interface EngineSettings extends EngineForms {
  features: ChatbotFeatures;
  /** 1..10: low-confidence answers in a row before the bot offers other help. */
  maxRetries: number;
  /** What hands a chat to the team, when `features.humanHandoff` is on. */
  handoffTriggers: readonly HandoffTrigger[];
  /** The organization's own fallback text, or null for the default. */
  fallbackResponse: string | null;
  /** One of the onboarding TONES: the engine's own lines and the model's phrasing follow it. */
  tone?: string | null;
  /** Personality traits the model is asked to show (onboarding). */
  personalityTraits?: readonly string[];
}

export interface EngineInput {
  organizationId: string;
  text: string;
  lowConfidenceStreak: number;
  settings: EngineSettings;
}

export interface EngineAnswer {
  assistant: AssistantReply;
  confidence: number;
  /** 'question' | 'fallback' | a form category | 'handoff' | 'greeting' | 'thanks'. */
  intent: string;
  matchedEntryId: string | null;
  /** The best-ranked entries, best first (at most five), whatever the reply was. */
  candidates: string[];
  /** The caller increments the session's streak when true and resets it when false. */
  lowConfidence: boolean;
  /** Why the bot hands the chat to the team; set exactly when the reply is the handoff action. */
  handoff?: HandoffReason;
  /** A fallback to keyboard noise: not an unanswered question worth the team's time. */
  noise?: boolean;
}

const INTENT_CONFIDENCE = 0.9;

/** A second section quoted beside the first says its point in this many sentences at most. */
const COMPANION_SENTENCES = 2;

/** Said before the handover when someone may be in danger: help may not wait for us. */
export const URGENT_HANDOFF_MESSAGE =
  'If this is an emergency, please call your local emergency number now.';

const HANDOFF_REPLY = { action: 'handoff', category: 'Human Handoff' } as const;

/** What the engine may call besides the database; each is optional. */
export interface EngineServices {
  /** Phrases grounded answers; without it the engine quotes the knowledge. */
  llm?: LlmClient | null;
  /** Embeds the visitor's question for semantic matching; without it matching is lexical only. */
  embedder?: Embedder | null;
}

/**
 * Answers one visitor message: small talk, then a handover the organization asked for (a request
 * for a person, an urgent, complaint or billing message), then a request for a person it does not
 * hand over (the contact form or its contact details), then a request a form serves (when its
 * feature is on; a question about what the form serves goes to an entry that speaks of it first),
 * then, unless it asks what only a general assistant answers (`general-question.ts`), the
 * organization's published knowledge, then the fallback — escalating to a person or a
 * contact form after `maxRetries` unsure answers in a row.
 */
export async function answerMessage(
  db: Executor,
  input: EngineInput,
  services: EngineServices = {},
): Promise<EngineAnswer> {
  const { llm, embedder } = services;
  const text = cleanInput(input.text);
  const { tone, personalityTraits = [] } = input.settings;
  const handsOverOn = handoffTriggersOf(input.settings);
  const phrases = tonePhrases(tone);

  const smallTalk = detectSmallTalk(text);
  if (smallTalk) {
    return {
      assistant: smallTalk === 'greeting' ? phrases.greeting : phrases.thanks,
      confidence: 1,
      intent: smallTalk,
      matchedEntryId: null,
      candidates: [],
      lowConfidence: false,
    };
  }

  const question = questionOf(text);
  // The model works in its own thread: the question is embedded while the index is looked up.
  const embedding = embedQuestion(embedder, question);
  const index = await knowledgeIndexFor(
    db,
    input.organizationId,
    embedder ? { model: embedder.model, load: loadChunkVectors } : null,
  );
  const english = englishWordNet();
  const { groups, corrected } = analyzeQuestion(question, index, english);
  const request = visitReadFor(detectRequest(corrected), index);
  if (request === 'handoff' && handsOverOn.has('asks_for_person')) {
    return handoffAnswer('requested', HANDOFF_REPLY);
  }
  // The visitor's own words first: typo correction aims at the knowledge's vocabulary.
  const escalation = detectEscalation(question) ?? detectEscalation(corrected);
  if (escalation && handsOverOn.has(escalation)) {
    return handoffAnswer(
      'escalation',
      escalation === 'urgent' && (soundsLikeDanger(question) || soundsLikeDanger(corrected))
        ? { ...HANDOFF_REPLY, message: URGENT_HANDOFF_MESSAGE }
        : HANDOFF_REPLY,
    );
  }
  if (request === 'handoff') {
    // Nobody takes chats here: the visitor still gets a way to reach a person.
    return {
      assistant: await reachPersonReply(db, input.organizationId, input.settings),
      confidence: INTENT_CONFIDENCE,
      intent: 'handoff',
      matchedEntryId: null,
      candidates: [],
      lowConfidence: false,
    };
  }
  const form = formForRequest(corrected, request, input.settings.forms, input.settings.features);
  const formAnswer = (chosen: NonNullable<typeof form>): EngineAnswer => ({
    assistant: showForm(chosen, input.settings),
    confidence: INTENT_CONFIDENCE,
    intent: chosen.category,
    matchedEntryId: null,
    candidates: [],
    lowConfidence: false,
  });
  // A question about what the form serves is the knowledge's, when an entry speaks of it.
  const subject = form ? requestSubject(corrected, form.category) : [];
  if (form && subject.length === 0) return formAnswer(form);

  // "What's the weather like tomorrow", "is Halfords cheaper": nobody's knowledge here.
  if (asksBeyondTheKnowledge(question, index, english)) return fallback(input, 0, []);

  // The words are matched while the model is still embedding the question.
  const asked = askedAnswerType(question);
  const words = matchWords(index, groups, DEFAULT_TUNING, asked);
  const questionVector = index.hasVectors ? await embedding : null;
  const ranked = fuseRanking(index, words, questionVector, DEFAULT_TUNING, asked);
  const best = ranked[0];
  const candidates = ranked.slice(0, 5).map((entry) => entry.entryId);
  if (form && (!best || best.confidence < CONFIDENCE_THRESHOLD || !writesAnyOf(best, subject))) {
    return formAnswer(form);
  }
  if (!best || best.confidence < CONFIDENCE_THRESHOLD) {
    const noise = isNoiseQuestion(question, index.surfaceWords, english);
    return { ...fallback(input, best?.confidence ?? 0, candidates), noise };
  }

  // The interrogative's own kind first ("what's the name of the person in charge" wants a name,
  // not the price that "charge" might ask); else what the question's words suggest.
  const wanted = asked ?? expectedAnswerType(question);
  let answer = answerText(best, sentenceRelevance(index, groups), wanted);
  if (llm) {
    const grounding = ranked
      .filter((entry) => entry.confidence >= CONFIDENCE_THRESHOLD)
      .slice(0, 3)
      .map(({ document }) =>
        document.type === 'faq'
          ? `Q: ${document.title}\nA: ${document.text}`
          : `${document.heading || document.title}\n${document.text}`,
      );
    try {
      answer = await llm.complete(
        groundedPrompt(question, grounding, { tone: tone ?? null, personalityTraits }),
      );
    } catch {
      // The extractive answer stands when the model fails or is slow.
    }
  }
  return {
    assistant: answer,
    confidence: round(best.confidence),
    intent: 'question',
    matchedEntryId: best.entryId,
    candidates,
    lowConfidence: false,
  };
}

/** A Q&A entry's answer as written; from a document or page, the sentences that answer. */
function answerText(
  best: RankedEntry,
  relevance: (sentence: string) => number,
  answerType: AnswerType | null,
): string {
  if (best.document.type === 'faq') return tidyAnswer(best.document.text);
  const document = passageToQuote(best, answerType);
  const quote = quotePassage({ heading: document.heading, content: document.text }, relevance, {
    answerType,
  });
  const companion = companionPassage(best, document, relevance);
  if (!companion) return quote;
  const beside = quotePassage({ heading: companion.heading, content: companion.text }, relevance, {
    answerType,
    maxSentences: COMPANION_SENTENCES,
  });
  return `${quote}\n\n${beside}`;
}

/**
 * A visit at home collects a sample (SPEC's Home Collection) only where the knowledge speaks of
 * samples; elsewhere "a home visit for the router" or "for a fortnightly clean" is a booking.
 */
function visitReadFor(request: RequestIntent | null, index: KnowledgeIndex): RequestIntent | null {
  return request === 'Home Collection' && !index.postings.has(termOf('sample'))
    ? 'Appointments'
    : request;
}

/** Whether the entry's passage writes one of the words, in any of their forms ("complain", "complaints"). */
function writesAnyOf(entry: RankedEntry, surfaces: readonly string[]): boolean {
  const wanted = surfaces.map(termOf);
  const sameWord = (term: string, word: string) =>
    term === word ||
    (Math.min(term.length, word.length) >= 5 && (term.startsWith(word) || word.startsWith(term)));
  return Object.values(entry.document.fields).some((terms) =>
    [...terms.keys()].some((term) => wanted.some((word) => sameWord(term, word))),
  );
}

/** The question's vector, or null when no embedder is set or it fails: ranking goes on lexically. */
async function embedQuestion(
  embedder: Embedder | null | undefined,
  question: string,
): Promise<Float32Array | null> {
  if (!embedder) return null;
  try {
    const [vector] = await embedder.embed([question]);
    return vector ?? null;
  } catch {
    return null;
  }
}

function fallback(input: EngineInput, confidence: number, candidates: string[]): EngineAnswer {
  const { features, maxRetries, fallbackResponse } = input.settings;
  const handsOverOn = handoffTriggersOf(input.settings);
  const base = {
    confidence: round(confidence),
    intent: 'fallback',
    matchedEntryId: null,
    candidates,
    lowConfidence: true,
  };
  if (input.lowConfidenceStreak + 1 >= maxRetries) {
    // A person first when the organization asked for one; without anyone free the caller turns
    // the handover into the contact form anyway.
    if (handsOverOn.has('cannot_answer')) {
      return { ...base, assistant: HANDOFF_REPLY, handoff: 'retries' };
    }
    const form = features.leadCapture ? contactForm(input.settings.forms) : null;
    if (form) return { ...base, assistant: showForm(form, input.settings) };
  }
  const phrases = tonePhrases(input.settings.tone);
  const text = fallbackResponse?.trim() || phrases.fallback;
  // The bot offers a person only when asking for one hands the chat over.
  const offer = handsOverOn.has('asks_for_person') ? ` ${phrases.handoffOffer}` : '';
  return { ...base, assistant: `${text}${offer}` };
}

/** The triggers in force: none while the human handoff feature is off. */
function handoffTriggersOf(settings: EngineSettings): ReadonlySet<HandoffTrigger> {
  return new Set(settings.features.humanHandoff ? settings.handoffTriggers : []);
}

function handoffAnswer(reason: HandoffReason, assistant: AssistantReply): EngineAnswer {
  return {
    assistant,
    confidence: INTENT_CONFIDENCE,
    intent: 'handoff',
    matchedEntryId: null,
    candidates: [],
    lowConfidence: false,
    handoff: reason,
  };
}

const round = (value: number) => Math.round(value * 1000) / 1000;
