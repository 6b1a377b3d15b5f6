import type { Random } from './random.js';

const HOUR = 3_600_000;

/** Visits by local hour: quiet nights, a morning peak, a softer afternoon one. */
const HOUR_WEIGHTS = [
  0.15, 0.08, 0.05, 0.05, 0.05, 0.1, 0.3, 0.8, 1.4, 1.9, 2.1, 2.0, 1.7, 1.6, 1.8, 1.8, 1.6, 1.3,
  1.0, 0.8, 0.6, 0.45, 0.3, 0.2,
] as const;
/** By local weekday, Sunday first: a lab is busiest early in the week and closed on Sundays. */
const WEEKDAY_WEIGHTS = [0.35, 1.15, 1.1, 1.05, 1.0, 0.95, 0.6] as const;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

interface LocalHour {
  /** The slot's first instant; the time zone's offset is whole hours, so slots are local hours. */
  start: number;
  end: number;
  day: string;
  hour: number;
  weekday: number;
}

/**
 * When the month's chat sessions started: about `target` instants over the `days` before `now`,
 * denser on weekdays and in daytime in `timeZone`, with at least `minToday` since local midnight.
 * Sorted, oldest first.
 */
export function sessionStartTimes(
  random: Random,
  options: { now: Date; timeZone: string; days: number; target: number; minToday: number },
): Date[] {
  const now = options.now.getTime();
  const slots = localHours(now - options.days * 24 * HOUR, now, options.timeZone);
  const dayNoise = new Map<string, number>();
  const weightOf = (slot: LocalHour) => {
    let noise = dayNoise.get(slot.day);
    if (noise === undefined) dayNoise.set(slot.day, (noise = random.between(0.75, 1.25)));
    const share = (slot.end - slot.start) / HOUR;
    return (WEEKDAY_WEIGHTS[slot.weekday] ?? 1) * (HOUR_WEIGHTS[slot.hour] ?? 1) * noise * share;
  };
  const weights = slots.map(weightOf);
  const scale = options.target / weights.reduce((sum, weight) => sum + weight, 0);

  const times: number[] = [];
  slots.forEach((slot, index) => {
    const count = Math.floor((weights[index] ?? 0) * scale + random.next());
    for (let i = 0; i < count; i += 1) times.push(random.between(slot.start, slot.end));
  });

  const today = slots.at(-1)?.day;
  const midnight = slots.find((slot) => slot.day === today)?.start ?? now;
  const missing = options.minToday - times.filter((time) => time >= midnight).length;
  const from = Math.max(midnight, now - 3 * HOUR);
  for (let i = 0; i < missing; i += 1) times.push(random.between(from, now));
  return times.sort((a, b) => a - b).map((time) => new Date(time));
}

/** The time zone's local hours from `from` to `now`, the last one cut at `now`. */
function localHours(from: number, now: number, timeZone: string): LocalHour[] {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    weekday: 'short',
  });
  const slots: LocalHour[] = [];
  for (let start = Math.floor(from / HOUR) * HOUR; start < now; start += HOUR) {
    const parts = Object.fromEntries(
      format.formatToParts(new Date(start)).map((part) => [part.type, part.value]),
    );
    slots.push({
      start: Math.max(start, from),
      end: Math.min(start + HOUR, now),
      day: `${parts.year}-${parts.month}-${parts.day}`,
      hour: Number(parts.hour),
      weekday: WEEKDAYS.indexOf(parts.weekday as (typeof WEEKDAYS)[number]),
    });
  }
  return slots;
}
