import type { OnboardingAnswers, OnboardingFieldId } from '@concierge/shared';

/** Typed reads of validated answers: the text of a field, its choices, or its yes/no. */
export function textOf(answers: OnboardingAnswers, id: OnboardingFieldId): string {
  const value = answers[id];
  return typeof value === 'string' ? value : '';
}

export function listOf(answers: OnboardingAnswers, id: OnboardingFieldId): string[] {
  const value = answers[id];
  return Array.isArray(value) ? value : [];
}

export function flagOf(answers: OnboardingAnswers, id: OnboardingFieldId): boolean {
  return answers[id] === true;
}
