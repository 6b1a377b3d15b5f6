// Runs every benchmark in this folder, one after another; each prints its own figures.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const benches = readdirSync(here).filter((file) => file.endsWith('.ts') && file !== 'run-all.ts');
for (const bench of benches) {
  console.log(`\n== ${bench}`);
  const result = spawnSync('npx', ['tsx', path.join(here, bench)], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
