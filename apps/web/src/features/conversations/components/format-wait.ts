/** A waiting time that counts up: '45s', '2m 15s', '1h 05m'. */
export function formatWait(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = whole % 60;
  if (hours > 0) return `${hours}h ${String(minutes).padStart(2, '0')}m`;
  if (minutes > 0) return `${minutes}m ${rest}s`;
  return `${rest}s`;
}

/** Seconds from `since` (ISO) to `now` (ms); 0 when unknown. */
export function secondsSince(since: string | null, now: number): number {
  const time = since ? new Date(since).getTime() : Number.NaN;
  return Number.isNaN(time) ? 0 : Math.max(0, (now - time) / 1000);
}
