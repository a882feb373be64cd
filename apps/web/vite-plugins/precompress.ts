import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/;
/** Below this a compressed copy saves less than a network packet. */
const MIN_BYTES = 1024;

const filesUnder = async (dir: string): Promise<string[]> => {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name.startsWith('.') ? [] : filesUnder(path);
      return [path];
    }),
  );
  return nested.flat();
};

const compressFile = async (path: string) => {
  const content = await readFile(path);
  const [br, gzipped] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gz(content, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)]);
};

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the build, once, at build time;
 * the server sends the one the browser accepts (@fastify/static preCompressed) instead of compressing
 * each response.
 */
export const precompress = (): Plugin => {
  let config: ResolvedConfig;
  return {
    name: 'bo:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = join(config.root, config.build.outDir);
      const files = await filesUnder(outDir);
      const targets = [];
      for (const file of files) {
        if (COMPRESSIBLE.test(file) && (await stat(file)).size >= MIN_BYTES) targets.push(file);
      }
      await Promise.all(targets.map(compressFile));
      config.logger.info(`precompressed ${targets.length} files (.br, .gz)`);
    },
  };
};
