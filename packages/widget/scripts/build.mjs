// Builds dist/widget.js (one minified IIFE for any host page) and enforces the size budget.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const BUDGET_GZIP_BYTES = 25 * 1024;
const root = fileURLToPath(new URL('..', import.meta.url));
const outfile = `${root}dist/widget.js`;

await build({
  entryPoints: [`${root}src/main.ts`],
  outfile,
  bundle: true,
  minify: true,
  format: 'iife',
  target: 'es2019',
  platform: 'browser',
  charset: 'utf8',
  legalComments: 'none',
  logLevel: 'warning',
});

const code = readFileSync(outfile);
const gzipped = gzipSync(code, { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
process.stdout.write(
  `widget.js: ${kb(code.length)} raw, ${kb(gzipped)} gzipped (budget ${kb(BUDGET_GZIP_BYTES)})\n`,
);
if (gzipped > BUDGET_GZIP_BYTES) {
  console.error(`widget.js is over the ${kb(BUDGET_GZIP_BYTES)} gzipped budget`);
  process.exit(1);
}
