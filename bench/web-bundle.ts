// What each page of the web app downloads: gzip and brotli sizes per chunk, and the import graph of the
// login page, the calendar shell, the customer list and the customer map followed from the Vite manifest.
// Run: npm run bench:bundle   (builds the web app; BENCH_NO_BUILD=1 or BENCH_SMOKE=1 with an existing
// build measures apps/web/dist as it is). Copy the tables into docs/performance.md.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { routeChunkName } from '../apps/web/build/page-chunks';
import { buildWeb, isSmoke, webDist } from './web-server';

type ManifestChunk = {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
};
type Manifest = Record<string, ManifestChunk>;

const KB = 1024;
/** Targets: what a page loads before it can render, and any one chunk. */
const PAGE_JS_LIMIT = 200 * KB;
const CHUNK_JS_LIMIT = 100 * KB;

const pages: { name: string; routes: string[] }[] = [
  { name: 'login', routes: ['src/app/routes/login.tsx'] },
  { name: 'calendar shell', routes: ['src/app/routes/app-shell.tsx'] },
  { name: 'customer list', routes: ['src/app/routes/app-shell.tsx', 'src/app/routes/customer-list.tsx'] },
  {
    name: 'customer map',
    routes: ['src/app/routes/app-shell.tsx', 'src/app/routes/customer-area.tsx', 'src/app/routes/customer-map.tsx'],
  },
];

const sizes = new Map<string, { raw: number; gzip: number; brotli: number }>();
const sizeOf = (file: string) => {
  let size = sizes.get(file);
  if (!size) {
    const content = readFileSync(join(webDist, file));
    size = {
      raw: content.length,
      gzip: gzipSync(content, { level: 9 }).length,
      brotli: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    };
    sizes.set(file, size);
  }
  return size;
};

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/**
 * A route module's chunk: keyed by its source, or, when Rollup merged the module into a chunk it
 * shares with modules loaded later (the manifest then keys it `_name-hash.js`), by the chunk's name.
 */
const chunkOf = (manifest: Manifest, key: string) => {
  const name = key.replace(/^.*\//, '').replace(/\.tsx?$/, '');
  const pageChunk = routeChunkName(key);
  return (
    manifest[key] ??
    Object.values(manifest).find(
      (chunk) => chunk.isDynamicEntry && !chunk.src && (chunk.name === name || chunk.name === pageChunk),
    )
  );
};

/** The chunk's file, its CSS and everything it imports statically (what Vite preloads with it). */
const closure = (manifest: Manifest, keys: string[]) => {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = chunkOf(manifest, key);
    if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...files];
};

const total = (files: string[], kind: 'js' | 'css', measure: 'raw' | 'gzip' | 'brotli') =>
  files.filter((file) => file.endsWith(`.${kind}`)).reduce((sum, file) => sum + sizeOf(file)[measure], 0);

const main = () => {
  const manifestPath = join(webDist, '.vite/manifest.json');
  if (!(isSmoke && existsSync(manifestPath))) buildWeb();
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)?.[0];
  if (!entry) throw new Error('the manifest has no entry');

  const files = [...new Set(Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]))];
  const largest = files.sort((a, b) => sizeOf(b).gzip - sizeOf(a).gzip).slice(0, isSmoke ? 5 : 15);
  console.log(`\nLargest of ${files.length} files (gzip level 9, brotli quality 11 as the build writes them):\n`);
  console.log('| file | raw | gzip | brotli |');
  console.log('|---|---:|---:|---:|');
  for (const file of largest) {
    const size = sizeOf(file);
    console.log(`| ${file.replace(/^assets\//, '')} | ${kb(size.raw)} | ${kb(size.gzip)} | ${kb(size.brotli)} |`);
  }

  console.log('\nWhat each page loads before it renders (entry + its route modules and their static imports):\n');
  console.log('| page | files | JS raw | JS gzip | JS brotli | CSS gzip | JS gzip target |');
  console.log('|---|---:|---:|---:|---:|---:|---|');
  for (const page of pages) {
    const loaded = closure(manifest, [entry, ...page.routes]);
    const jsGzip = total(loaded, 'js', 'gzip');
    console.log(
      `| ${page.name} | ${loaded.length} | ${kb(total(loaded, 'js', 'raw'))} | ${kb(jsGzip)} | ${kb(total(loaded, 'js', 'brotli'))} | ${kb(total(loaded, 'css', 'gzip'))} | ${jsGzip <= PAGE_JS_LIMIT ? 'ok' : 'OVER'} ≤ ${kb(PAGE_JS_LIMIT)} |`,
    );
  }
  const overLimit = files.filter((file) => file.endsWith('.js') && sizeOf(file).gzip > CHUNK_JS_LIMIT);
  console.log(
    `\nChunks over ${kb(CHUNK_JS_LIMIT)} gzip: ${overLimit.length === 0 ? 'none' : overLimit.map((file) => `${file} ${kb(sizeOf(file).gzip)}`).join(', ')}`,
  );
};

main();
