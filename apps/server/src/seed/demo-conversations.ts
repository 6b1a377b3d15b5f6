import { FORM_CATEGORIES, type AssistantReply, type FormCategory } from '@concierge/shared';
import {
  DEFAULT_FALLBACK,
  GREETING_REPLY,
  THANKS_REPLY,
} from '../modules/chat-engine/answer-message.js';
import { labFormConfig } from './lab-forms.js';
import { LAB_FAQS } from './lab-knowledge.js';
import { FALLBACK_QUESTIONS, INTENT_QUESTIONS, KNOWLEDGE_QUESTIONS } from './lab-questions.js';
import type { Random } from './random.js';

/** One visitor message and the reply the engine gives it, as the widget would have stored it. */
export interface ScriptedTurn {
  userText: string;
  assistant: AssistantReply;
  confidence: number;
  intent: string;
  /** The title of the Q&A entry that answered it. */
  entryTitle: string | null;
  feedback: 'like' | 'dislike' | null;
  /** The form this turn showed, when it did. */
  formCategory: FormCategory | null;
}

const GREETINGS = ['hi', 'hello', 'Hi there', 'good morning', 'hey', 'Hello!', 'good afternoon'];
const THANKS = ['thanks', 'thank you', 'Thanks a lot', 'ok thanks', 'perfect', 'thank you so much'];

/**
 * Lab questions the knowledge base cannot answer, in a few wordings each: the same question key
 * groups them in the "Unanswered questions" panel.
 */
const UNANSWERED = [
  ['do you do dna paternity tests', 'DNA paternity test?', 'paternity dna testing'],
  ['can i get an mri scan', 'do you do MRI scans', 'mri scan'],
  ['do you give flu shots', 'flu shot'],
  ['do you do ecg', 'ECG?'],
  ['is there a covid vaccine', 'covid vaccine'],
  ['do you sell glucometers'],
  ['can you test my dog'],
  ['what is a normal ferritin level'],
] as const;
const OFF_TOPIC = FALLBACK_QUESTIONS.map((question) => question.text);

const FAQ_ANSWERS = new Map(LAB_FAQS.map((entry) => [entry.title, entry.content]));
/** Paraphrased questions whose best entry is a Q&A: its answer text is the reply. */
const ANSWERABLE = [
  ...KNOWLEDGE_QUESTIONS.filter((question) => FAQ_ANSWERS.has(question.expect)),
  ...LAB_FAQS.map((entry) => ({ text: entry.title, expect: entry.title })),
];
const FORM_REQUESTS = new Map<FormCategory, string[]>(
  FORM_CATEGORIES.map((category) => [
    category,
    INTENT_QUESTIONS.filter((question) => question.expect === category).map((q) => q.text),
  ]),
);
const FORM_WEIGHTS: [FormCategory, number][] = [
  ['Appointments', 30],
  ['Home Collection', 22],
  ['Test Report', 22],
  ['General Inquiry', 14],
  ['Complaints/Feedback', 12],
];

/** The turns of one chat session: often a greeting, one to three requests, sometimes thanks. */
export function scriptSession(random: Random): ScriptedTurn[] {
  if (random.chance(0.08)) return []; // opened the widget, never wrote
  const turns: ScriptedTurn[] = [];
  if (random.chance(0.35)) turns.push(smallTalk(random.pick(GREETINGS), 'greeting'));
  const requests = random.weighted([
    [1, 50],
    [2, 35],
    [3, 15],
  ]);
  let fallbacks = 0;
  for (let i = 0; i < requests; i += 1) {
    const kind = random.weighted([
      ['question', 62],
      ['form', 24],
      ['unanswered', fallbacks < 2 ? 14 : 0],
    ]);
    if (kind === 'question') turns.push(answered(random));
    else if (kind === 'form') turns.push(formRequest(random));
    else {
      turns.push(unanswered(random));
      fallbacks += 1;
    }
  }
  if (random.chance(0.3)) turns.push(smallTalk(random.pick(THANKS), 'thanks'));
  return turns;
}

function smallTalk(text: string, intent: 'greeting' | 'thanks'): ScriptedTurn {
  return {
    userText: text,
    assistant: intent === 'greeting' ? GREETING_REPLY : THANKS_REPLY,
    confidence: 1,
    intent,
    entryTitle: null,
    feedback: null,
    formCategory: null,
  };
}

function answered(random: Random): ScriptedTurn {
  const question = random.pick(ANSWERABLE);
  return {
    userText: question.text,
    assistant: FAQ_ANSWERS.get(question.expect) ?? '',
    confidence: round(random.between(0.52, 0.97)),
    intent: 'question',
    entryTitle: question.expect,
    feedback: random.weighted([
      ['like', 16],
      ['dislike', 4],
      [null, 80],
    ]),
    formCategory: null,
  };
}

function formRequest(random: Random): ScriptedTurn {
  const category = random.weighted(FORM_WEIGHTS);
  return {
    userText: random.pick(FORM_REQUESTS.get(category) ?? [category]),
    assistant: { action: 'show_form', category, formConfig: labFormConfig(category) },
    confidence: 0.9,
    intent: category,
    entryTitle: null,
    feedback: random.chance(0.06) ? 'like' : null,
    formCategory: category,
  };
}

function unanswered(random: Random): ScriptedTurn {
  const text = random.chance(0.7) ? random.pick(random.pick(UNANSWERED)) : random.pick(OFF_TOPIC);
  return {
    userText: text,
    assistant: DEFAULT_FALLBACK,
    confidence: round(random.between(0.02, 0.3)),
    intent: 'fallback',
    entryTitle: null,
    feedback: random.chance(0.12) ? 'dislike' : null,
    formCategory: null,
  };
}

const round = (value: number) => Math.round(value * 1000) / 1000;
