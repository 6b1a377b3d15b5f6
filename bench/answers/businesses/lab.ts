import { LAB_KNOWLEDGE } from '../../../apps/server/src/seed/lab-knowledge.js';
import {
  FALLBACK_QUESTIONS,
  HELD_OUT_QUESTIONS,
  INTENT_QUESTIONS,
  KNOWLEDGE_QUESTIONS,
} from '../../../apps/server/src/seed/lab-questions.js';
import type { Business, FormRequest, KnowledgeQuestion, RequestIntent } from '../types.js';

/**
 * The demo organization's diagnostic lab (apps/server/src/seed/lab-*.ts), kept as one business so
 * the questions the engine was first tuned on stay in the bench. The seed's questions carry no
 * facts: the ones answered by the patient guide or the about page get theirs here.
 */
const FACTS: Record<string, string> = {
  'what should i wear for a blood test': 'loose sleeves',
  'should i take my thyroxine before the test': 'after the sample',
  'i have a bruise after the blood draw': 'fades within a few days',
  'i take warfarin is that a problem': 'need no change',
  'how is my sample processed': 'barcode',
  'semen analysis instructions': '3 to 5 days',
  'who founded the lab': 'Maria Lopez',
  'how many pathologists do you have': '12 pathologists',
  'are you hiring phlebotomists': 'jobs@riverside-diagnostics.example',
  'do you run health camps for companies': 'screening camps',
};

const INTENTS = new Set<string>([
  'Appointments',
  'Complaints/Feedback',
  'General Inquiry',
  'handoff',
  'Test Report',
  'Home Collection',
]);

const all = [
  ...KNOWLEDGE_QUESTIONS,
  ...INTENT_QUESTIONS,
  ...FALLBACK_QUESTIONS,
  ...HELD_OUT_QUESTIONS,
];

const questions: KnowledgeQuestion[] = all
  .filter((question) => question.expect !== 'fallback' && !INTENTS.has(question.expect))
  .map((question) => {
    const fact = FACTS[question.text];
    return fact ? { ...question, fact } : { ...question };
  });

const requests: FormRequest[] = all
  .filter((question) => INTENTS.has(question.expect))
  .map((question) => ({ text: question.text, expect: question.expect as RequestIntent }));

export const lab: Business = {
  slug: 'lab',
  name: 'Riverside Diagnostics',
  field: 'diagnostic lab (seed set)',
  entries: LAB_KNOWLEDGE.map((entry) =>
    entry.type === 'website'
      ? { ...entry, url: 'https://riverside-diagnostics.example/about' }
      : entry.type === 'document'
        ? { ...entry, fileName: 'patient-guide.pdf' }
        : entry,
  ),
  questions,
  requests,
  offTopic: all.filter((question) => question.expect === 'fallback').map(({ text }) => text),
};
