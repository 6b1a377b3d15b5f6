import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Builds the web app and the widget when they are missing or stale; a failed build ends the bench. */
export function ensureBuilds(): void {
  const built = spawnSync(process.execPath, [path.join(root, 'scripts/ensure-builds.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
