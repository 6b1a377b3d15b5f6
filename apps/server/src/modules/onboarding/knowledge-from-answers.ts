import {
  serviceInSentence,
  serviceLines,
  serviceQuestion,
  type OnboardingAnswers,
} from '@concierge/shared';
import { flagOf, listOf, textOf } from './answer-values.js';

/** A question-and-answer entry written from the wizard's answers. */
export interface StarterEntry {
  title: string;
  content: string;
  tags: string[];
}

/** Every entry made here carries this tag, so the starter knowledge can be told apart. */
export const ONBOARDING_TAG = 'onboarding';
/** One entry per service line, up to this many (the overview names them all). */
const MAX_SERVICE_ENTRIES = 50;

/**
 * The starter knowledge base: the questions a visitor is likeliest to ask, answered in plain
 * sentences from the answers, worded so the answer engine matches ordinary questions to them.
 */
export function knowledgeFromAnswers(answers: OnboardingAnswers): StarterEntry[] {
  const business = textOf(answers, 'business_name');
  const website = textOf(answers, 'website');
  const services = serviceLines(textOf(answers, 'services_offered'));
  const entry = (title: string, content: string, topic: string): StarterEntry => ({
    title,
    content,
    tags: [ONBOARDING_TAG, topic],
  });

  const entries = [
    entry(
      `What services does ${business} offer?`,
      `${business} offers the following services: ${services.join('; ')}. Ask about any of them for details.`,
      'services',
    ),
    ...services
      .slice(0, MAX_SERVICE_ENTRIES)
      .map((service) =>
        entry(
          serviceQuestion(service),
          `Yes, ${business} offers ${serviceInSentence(service)}. It is one of our services; ask us for details or how to get started.`,
          'services',
        ),
      ),
    entry('How much do your services cost?', pricing(answers, business, website), 'pricing'),
    entry(
      'Do you collect personal information such as my name, email or phone number?',
      flagOf(answers, 'collect_personal_info')
        ? `To help you, the assistant may ask for your name, email address and phone number. ${business} uses them only to answer your request and follow up with you.`
        : `No. The assistant does not ask for your name, email address or phone number. If you share them, ${business} uses them only to answer your request.`,
      'privacy',
    ),
  ];
  const complaints = textOf(answers, 'handle_complaints');
  if (complaints) {
    entries.push(
      entry(
        'How do you handle complaints?',
        `${business} takes complaints seriously. ${complaints}`,
        'complaints',
      ),
    );
  }
  const escalates = listOf(answers, 'escalation_triggers').length > 0;
  entries.push(
    entry(
      'What happens if the assistant cannot answer my question?',
      `When the assistant does not know the answer, it says: "${textOf(answers, 'fallback_response')}"` +
        (escalates ? ` It can also hand your question over to the ${business} team.` : ''),
      'fallback',
    ),
  );
  if (website) {
    entries.push(
      entry(
        `What is the website of ${business}?`,
        `You can find ${business} online at ${website}.`,
        'website',
      ),
    );
  }
  return entries;
}

function pricing(answers: OnboardingAnswers, business: string, website: string): string {
  if (!flagOf(answers, 'has_pricing')) {
    return `Prices depend on the service you need. Contact ${business} and we will give you a price for your service.`;
  }
  const where = website ? ` on ${website} or` : '';
  return `${business} publishes the prices of its services. You can find the price of each service${where} by asking about the service you need.`;
}
