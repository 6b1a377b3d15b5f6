import { appendFileSync } from 'node:fs';

/** One printed figure of a benchmark, for the summary table of `npm run bench`. */
export interface BenchFigure {
  bench: string;
  figure: string;
  value: string;
  /** The limit it must keep, when it has one ("≤ 25 KB"). */
  budget?: string;
  pass?: boolean;
}

/** The file run-all.ts passes: each bench appends its figures as JSON lines. */
export const RESULTS_FILE_VARIABLE = 'BENCH_RESULTS_FILE';

/** Appends figures for run-all's summary; a bench run alone (no file given) only prints. */
export function recordFigures(figures: BenchFigure[]): void {
  const file = process.env[RESULTS_FILE_VARIABLE];
  if (!file) return;
  appendFileSync(file, figures.map((figure) => `${JSON.stringify(figure)}\n`).join(''));
}

/** Prints rows as an aligned table: the first `leftColumns` columns to the left, the others to the right. */
export function printAligned(rows: string[][], leftColumns = 1): void {
  const widths =
    rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  for (const row of rows) {
    console.log(
      row
        .map((cell, column) =>
          column < leftColumns
            ? cell.padEnd(widths[column] ?? 0)
            : cell.padStart(widths[column] ?? 0),
        )
        .join('  ')
        .trimEnd(),
    );
  }
}

/** The q-quantile of ascending numbers (nearest rank). */
export function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN;
}

export function median(values: number[]): number {
  return quantile(
    [...values].sort((a, b) => a - b),
    0.5,
  );
}
