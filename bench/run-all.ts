// Runs every benchmark in this folder, one after another; each prints its own figures and appends
// them to a results file, and one table of all of them ends the run. A failed bench (a budget
// over its limit, an error) does not stop the others: the run exits 1 at the end.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { printAligned, RESULTS_FILE_VARIABLE, type BenchFigure } from './support/results.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const resultsDir = mkdtempSync(path.join(tmpdir(), 'concierge-bench-results-'));
const resultsFile = path.join(resultsDir, 'figures.jsonl');
const benches = readdirSync(here).filter((file) => file.endsWith('.ts') && file !== 'run-all.ts');
const failed: string[] = [];
for (const bench of benches) {
  console.log(`\n== ${bench}`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(here, bench)], {
    stdio: 'inherit',
    env: { ...process.env, [RESULTS_FILE_VARIABLE]: resultsFile },
  });
  if (result.status !== 0) failed.push(`${bench} (exit ${result.status ?? result.signal})`);
}

let figures: BenchFigure[] = [];
try {
  figures = readFileSync(resultsFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as BenchFigure);
} catch {
  // no bench recorded anything
}
rmSync(resultsDir, { recursive: true, force: true });
console.log('\n== summary');
printAligned(
  [
    ['bench', 'figure', 'value', 'budget', ''],
    ...figures.map((figure) => [
      figure.bench,
      figure.figure,
      figure.value,
      figure.budget ?? '',
      figure.pass === undefined ? '' : figure.pass ? 'PASS' : 'FAIL',
    ]),
  ],
  2,
);
if (failed.length) {
  console.log(`\nfailed: ${failed.join(', ')}`);
  process.exit(1);
}
