import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A clone anywhere must pass its tests: no source, test, script or config reads a path outside the repository.
 * Every string literal that climbs folders ('../…') is resolved from its file's folder and must stay inside the
 * repository; absolute paths into a sibling folder are refused outright.
 */
const root = resolve(import.meta.dirname, '..');
const checked = /\.(ts|tsx|mts|mjs|js|cjs|json|yaml|yml|sh)$|^\.ci\/run$/;

const trackedFiles = () =>
  execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => checked.test(file) && !file.endsWith('package-lock.json') && !file.includes('/migrations/meta/'));

/** Literals that start with one or more '../' (or are just '..' segments joined by slashes). */
const climbingLiteral = /(['"`])((?:\.\.\/)+[^'"`\s]*|\.\.(?:\/\.\.)*)\1/g;

/** The folder of shared material beside the working copy, which a clone elsewhere does not have. */
const outsideFolder = new RegExp(`['"\`/]${'shared'}/${'schemas'}/`);

const leavesRepository = (file: string, literal: string) => {
  const target = relative(root, resolve(root, dirname(file), literal));
  return target === '..' || target.startsWith('../') || isAbsolute(target);
};

describe('the repository is self-contained', () => {
  it('no tracked file reads a path outside the repository', () => {
    const offenders: string[] = [];
    for (const file of trackedFiles()) {
      const text = readFileSync(resolve(root, file), 'utf8');
      for (const match of text.matchAll(climbingLiteral)) {
        if (leavesRepository(file, match[2] as string)) offenders.push(`${file}: ${match[2]}`);
      }
      if (outsideFolder.test(text)) offenders.push(`${file}: names the folder beside the repository`);
    }
    expect(offenders).toEqual([]);
  });

  it('finds a climbing path that leaves it', () => {
    const up = (levels: number, path: string) => `${'../'.repeat(levels)}${path}`;
    expect(leavesRepository('apps/server/test/x.test.ts', up(4, 'elsewhere/pohoda/data.xsd'))).toBe(true);
    expect(leavesRepository('apps/server/test/helpers/x.ts', up(4, 'schemas/pohoda/data.xsd'))).toBe(false);
    expect(leavesRepository('apps/web/e2e/x.spec.ts', up(3, '..'))).toBe(true);
  });
});
