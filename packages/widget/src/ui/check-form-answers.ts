import { checkSubmission, formSubmissionMessages } from '@concierge/shared/form-submission';
import type { FormAnswers } from '../api/public-api';
import { dayNames, weekdayOf } from '../lib/form-dates';
import { isBookingDate, type FormField } from './form-fields';

export const closedDayMessage = (openDays: readonly number[]) =>
  `Please choose a day we are open: ${dayNames(openDays)}.`;

export interface FormProblem {
  message: string;
  /** The field to take the visitor to. */
  field: FormField;
}

export interface CheckContext {
  /** 'YYYY-MM-DD' in the visitor's calendar: a booking date cannot be earlier. */
  today: string;
  openDays: readonly number[] | null;
}

/** What the widget adds to the server's check: a booking date is today or later, on an open day. */
function bookingDateProblem(
  field: FormField,
  value: string,
  { today, openDays }: CheckContext,
): string | null {
  if (value < today) return formSubmissionMessages.invalid(field.label);
  const weekday = weekdayOf(value);
  if (openDays && weekday !== null && !openDays.includes(weekday)) {
    return closedDayMessage(openDays);
  }
  return null;
}

/**
 * The first problem with the answers, by the server's own check (so the visitor reads the message
 * the server would give), with the field it is about; null when the form may be sent.
 */
export function checkFormAnswers(
  fields: readonly FormField[],
  answers: FormAnswers,
  context: CheckContext,
): FormProblem | null {
  const problemOf = (field: FormField) => checkSubmission({ fields: [field] }, answers);
  const message = checkSubmission({ fields: [...fields] }, answers);
  if (message) {
    // Missing answers are reported first, all together; otherwise the first field that fails.
    const field =
      fields.find((each) => problemOf(each) === formSubmissionMessages.missing([each.label])) ??
      fields.find((each) => problemOf(each) !== null) ??
      fields[0];
    if (field) return { message, field };
  }
  for (const field of fields) {
    const value = answers[field.key];
    if (typeof value !== 'string' || !value || !isBookingDate(field, fields)) continue;
    const problem = bookingDateProblem(field, value, context);
    if (problem) return { message: problem, field };
  }
  return null;
}
