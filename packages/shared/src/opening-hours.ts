import { z } from 'zod';
import { wallClockAsUtc } from './wall-clock.js';

/**
 * When the team takes chats over from the bot (issue 9), in the organization's timezone. One
 * window for the chosen days; closing must be after opening on the same day, so a window past
 * midnight is refused rather than guessed at. `null` in the settings means always open.
 */
export interface OpeningHours {
  /** 0 = Sunday … 6 = Saturday, as Date#getDay counts. */
  days: number[];
  /** 'HH:MM', 24-hour. */
  open: string;
  close: string;
}

export const openingHoursMessages = {
  noDays: 'Choose at least one day',
  timeFormat: 'Use the HH:MM format',
  closeBeforeOpen: 'Closing time must be after opening time',
} as const;

const HH_MM = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
const time = z.string().trim().regex(HH_MM, { error: openingHoursMessages.timeFormat });

export const openingHoursSchema = z
  .object({
    days: z
      .array(z.number().int().min(0).max(6))
      .min(1, { error: openingHoursMessages.noDays })
      // Sorted and without repeats, so equal hours are stored alike.
      .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
    open: time,
    close: time,
  })
  // Zero-padded 'HH:MM' strings sort as the times they name; a malformed time is reported alone.
  .refine(
    (hours) => !HH_MM.test(hours.open) || !HH_MM.test(hours.close) || hours.close > hours.open,
    {
      error: openingHoursMessages.closeBeforeOpen,
      path: ['close'],
    },
  );

/** The form fields that carry opening hours, in the settings call and on the Behavior tab. */
export interface OpeningHoursFields {
  openingHoursEnabled?: boolean | undefined;
  openingDays?: number[] | undefined;
  openingTime?: string | undefined;
  closingTime?: string | undefined;
}

const FIELD_OF: Record<string, keyof OpeningHoursFields> = {
  days: 'openingDays',
  open: 'openingTime',
  close: 'closingTime',
};

/**
 * The opening hours the fields say: undefined when `openingHoursEnabled` was not sent (nothing
 * to change), null when it is off (always open), else the checked hours. The other three fields
 * count only with `openingHoursEnabled`.
 */
export function openingHoursFromFields(
  fields: OpeningHoursFields,
): z.ZodSafeParseResult<OpeningHours | null | undefined> {
  if (fields.openingHoursEnabled === undefined) return { success: true, data: undefined };
  if (!fields.openingHoursEnabled) return { success: true, data: null };
  return openingHoursSchema.safeParse({
    days: fields.openingDays ?? [],
    open: fields.openingTime ?? '',
    close: fields.closingTime ?? '',
  });
}

/** A superRefine for a schema holding the fields: each problem is reported on its own field. */
export function checkOpeningHoursFields(fields: OpeningHoursFields, context: z.RefinementCtx) {
  const result = openingHoursFromFields(fields);
  if (result.success) return;
  for (const issue of result.error.issues) {
    const field = FIELD_OF[String(issue.path[0])] ?? 'openingDays';
    context.addIssue({ code: 'custom', message: issue.message, path: [field] });
  }
}

/** Whether `now` falls inside the opening hours, in the timezone; null hours are always open. */
export function isWithinOpeningHours(
  hours: OpeningHours | null,
  timeZone: string,
  now: Date,
): boolean {
  if (!hours) return true;
  const local = new Date(wallClockAsUtc(now.getTime(), timeZone));
  const clock = local.toISOString().slice(11, 16);
  return hours.days.includes(local.getUTCDay()) && clock >= hours.open && clock < hours.close;
}
