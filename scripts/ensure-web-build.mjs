// Builds the web app when apps/web/dist is missing or older than any of its sources, so that
// `npm start` on a fresh clone serves a current build and a second start does not rebuild.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'apps/web/dist/index.html');
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/shared/src',
].map((entry) => path.join(root, entry));

function newestChange(entry) {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, child) => Math.max(newest, newestChange(path.join(entry, child))),
    stats.mtimeMs,
  );
}

const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
const changedAt = Math.max(...sources.map(newestChange));
if (builtAt >= changedAt) {
  console.log('Web app build is up to date.');
} else {
  console.log(builtAt ? 'Web app sources changed: rebuilding…' : 'Building the web app…');
  const result = spawnSync('npm', ['run', 'build', '-w', '@concierge/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
