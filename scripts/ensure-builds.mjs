// Builds the web app and the embeddable widget when their output is missing or older than any of
// their sources, so `npm start` on a fresh clone serves current builds and a second start does not
// rebuild.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const shared = 'packages/shared/src';
const targets = [
  {
    name: 'web app',
    workspace: '@concierge/web',
    output: 'apps/web/dist/index.html',
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
      shared,
    ],
  },
  {
    name: 'chat widget',
    workspace: '@concierge/widget',
    output: 'packages/widget/dist/widget.js',
    sources: [
      'packages/widget/src',
      'packages/widget/scripts',
      'packages/widget/package.json',
      shared,
    ],
  },
];

function newestChange(entry) {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, child) => Math.max(newest, newestChange(path.join(entry, child))),
    stats.mtimeMs,
  );
}

for (const target of targets) {
  const output = path.join(root, target.output);
  const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
  const changedAt = Math.max(
    ...target.sources.map((source) => newestChange(path.join(root, source))),
  );
  if (builtAt >= changedAt) {
    console.log(`The ${target.name} build is up to date.`);
    continue;
  }
  console.log(builtAt ? `The ${target.name} changed: rebuilding…` : `Building the ${target.name}…`);
  const result = spawnSync('npm', ['run', 'build', '-w', target.workspace], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
