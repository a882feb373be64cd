// Bundles the server (and the workspace contract it imports) into dist/, leaving npm packages external.
import { cpSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const outdir = join(here, 'dist');
rmSync(outdir, { recursive: true, force: true });

const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@bo/') ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: {
    server: join(here, 'src/server.ts'),
    cli: join(here, 'src/cli.ts'),
    // the parses of uploads run in a worker thread (services/files/parse-in-worker.ts), from a bundle of their own
    'parse-tasks': join(here, 'src/services/files/parse-tasks.ts'),
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [externalPackages],
  logLevel: 'warning',
});
cpSync(join(here, 'src/db/migrations'), join(outdir, 'migrations'), { recursive: true });
// the embedded database's worker thread is a file of its own (db/pglite-thread.ts starts it)
cpSync(join(here, 'src/db/pglite-worker.mjs'), join(outdir, 'pglite-worker.mjs'));
cpSync(join(here, 'src/db/pglite-extensions.mjs'), join(outdir, 'pglite-extensions.mjs'));
cpSync(join(here, 'src/services/files/parse-worker.mjs'), join(outdir, 'parse-worker.mjs'));
cpSync(join(here, 'src/db/seed/recordings'), join(outdir, 'recordings'), { recursive: true });
console.log('server built into apps/server/dist');
