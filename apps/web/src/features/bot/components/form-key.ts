import { snakeKey } from '@concierge/shared/form-submission';

/** The shared schema's key rule: a lower-case letter, then a-z, 0-9 and _, 40 at most. */
const KEY_MAX = 40;

const fit = (stem: string, room: number): string => stem.slice(0, room).replace(/_+$/, '');

/**
 * The key of a new form (from its category name) or field (from its label): the name in lower
 * snake case, as the widget has always derived it ('Full Name' → full_name), with _2, _3… when
 * `taken` has it already. `fallback` ('form', 'field') stands in for a name without letters.
 */
export function keyFromName(name: string, taken: ReadonlySet<string>, fallback: string): string {
  const base = snakeKey(name);
  const stem = fit(/^[a-z]/.test(base) ? base : base ? `${fallback}_${base}` : fallback, KEY_MAX);
  if (!taken.has(stem)) return stem;
  for (let count = 2; ; count += 1) {
    const suffix = `_${count}`;
    const candidate = `${fit(stem, KEY_MAX - suffix.length)}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
