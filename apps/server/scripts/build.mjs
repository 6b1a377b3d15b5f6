// Bundles the server's two entry points (dist/main.mjs, dist/worker-main.mjs) with the shared
// package, so `npm start` and `npm run worker` run plain JavaScript: starting under tsx costs about
// two and a half seconds of CPU more (its loader resolves and transforms every module on another
// thread). Packages from node_modules stay imports, loaded by Node as they would be under tsx.
//
// A module finds its files next to its source (`new URL('./migrations', import.meta.url)`, the
// worker threads' .mjs files, the web app's build): in each bundled module `import.meta.url` becomes
// its source file's URL, worked out from the bundle's own place, so those paths resolve exactly as
// they do under tsx, wherever the repository lies.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverRoot = fileURLToPath(new URL('..', import.meta.url));
const outdir = path.join(serverRoot, 'dist');

/** Keeps node_modules external, except the workspace's own TypeScript packages. */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@concierge/') ? undefined : { external: true },
    );
  },
};

const sourceFileUrls = {
  name: 'source-file-urls',
  setup(builder) {
    builder.onLoad({ filter: /\.ts$/ }, async (args) => {
      const fromBundle = path.relative(outdir, args.path).split(path.sep).join('/');
      const sourceUrl = `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`;
      const source = await readFile(args.path, 'utf8');
      return { contents: source.replaceAll('import.meta.url', sourceUrl), loader: 'ts' };
    });
  },
};

await build({
  entryPoints: [path.join(serverRoot, 'src/main.ts'), path.join(serverRoot, 'src/worker-main.ts')],
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: 'linked',
  logLevel: 'warning',
  plugins: [externalPackages, sourceFileUrls],
});
