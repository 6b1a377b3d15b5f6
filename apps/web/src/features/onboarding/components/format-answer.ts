import type { OnboardingValue } from '@concierge/shared';

/** An answer as the review reads it: Yes/No, choices joined by commas, text as typed. */
export function formatAnswer(value: OnboardingValue | undefined): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.join(', ');
  return (value ?? '').trim();
}
