import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Plugin } from 'vite';

/** The file beside index.html that the server reads and sends as x-app-hash (DESIGN §2). */
export const APP_HASH_FILE = 'app-hash.txt';
/** The hash of a development server: never compared (rules §8 is about deployed versions). */
export const DEV_APP_HASH = 'dev';

const filesUnder = (path: string): string[] => {
  if (!statSync(path, { throwIfNoEntry: false })) return [];
  if (statSync(path).isFile()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => filesUnder(join(path, name)));
};

/** 12 hex digits of SHA-256 over the paths and contents of everything the bundle is built from. */
export const hashSources = (root: string, inputs: readonly string[]): string => {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((input) => filesUnder(join(root, input)))) {
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 12);
};

/**
 * One value for both sides of the new-version check: the build defines `__APP_HASH__` in the
 * bundle and writes the same value to dist/app-hash.txt, which the server sends on every response.
 */
export const appHashPlugin = (options: { root: string; inputs: readonly string[] }): Plugin => {
  let appHash = DEV_APP_HASH;
  return {
    name: 'bo-app-hash',
    config: (_config, { command }) => {
      if (command === 'build') appHash = hashSources(options.root, options.inputs);
      return { define: { __APP_HASH__: JSON.stringify(appHash) } };
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: APP_HASH_FILE, source: `${appHash}\n` });
    },
  };
};
