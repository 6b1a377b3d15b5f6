// Builds the server, the web app and the embeddable widget when their output is missing or older
// than any of their sources, so `npm start` on a fresh clone serves current builds and a second
// start does not rebuild. It says one line per build; a failed build prints the build's whole
// output. `node scripts/ensure-builds.mjs server` sees to the named builds only (a name or its
// first word: server, web, chat).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const shared = 'packages/shared/src';
const targets = [
  {
    name: 'server',
    workspace: '@concierge/server',
    output: 'apps/server/dist/main.mjs',
    sources: ['apps/server/src', 'apps/server/scripts', 'apps/server/package.json', shared],
  },
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

/** Runs a build with its output held back: a person needs one line, unless the build fails. */
function build(target) {
  const interactive = process.stdout.isTTY;
  if (interactive) process.stdout.write(`Building the ${target.name}…`);
  const startedAt = performance.now();
  const result = spawnSync('npm', ['run', 'build', '-w', target.workspace], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (interactive) process.stdout.write('\r\x1b[K');
  if (result.status !== 0) {
    process.stdout.write(result.stdout ?? '');
    process.stderr.write(result.stderr ?? '');
    console.error(
      `Building the ${target.name} failed${result.error ? `: ${result.error.message}` : ''}.`,
    );
    process.exit(result.status ?? 1);
  }
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  console.log(`Built the ${target.name} in ${seconds} s.`);
}

/** "server", "server and the web app", "server, the web app and the chat widget". */
function listed(names) {
  return names.length < 2
    ? names.join('')
    : `${names.slice(0, -1).join(', the ')} and the ${names.at(-1)}`;
}

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !targets.some((target) => target.name.startsWith(name)));
if (unknown.length > 0) {
  console.error(`No build named ${unknown.join(', ')}: ${targets.map((t) => t.name).join(', ')}.`);
  process.exit(2);
}

const upToDate = [];
for (const target of targets) {
  if (wanted.length > 0 && !wanted.some((name) => target.name.startsWith(name))) continue;
  const output = path.join(root, target.output);
  const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
  const changedAt = Math.max(
    ...target.sources.map((source) => newestChange(path.join(root, source))),
  );
  if (builtAt >= changedAt) upToDate.push(target.name);
  else build(target);
}
if (upToDate.length > 0) {
  console.log(`The ${listed(upToDate)} ${upToDate.length > 1 ? 'are' : 'is'} up to date.`);
}
