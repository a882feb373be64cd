import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importsOf, sourceFilesUnder } from './module-imports';

/**
 * The browser tests' axe checks live in e2e/fixtures.ts (its `test` and `expect`); a spec that takes
 * `test` or `expect` from '@playwright/test' itself runs without them. Types from there are fine.
 */
const e2eFolder = fileURLToPath(new URL('../../e2e', import.meta.url));
const specs = sourceFilesUnder(e2eFolder).filter((file) => file.endsWith('.spec.ts'));

describe('browser tests go through the shared fixture', () => {
  it('finds the specs', () => {
    expect(specs.length).toBeGreaterThan(20);
  });

  it("no spec imports a value from '@playwright/test' (only types)", () => {
    const direct = specs.flatMap((file) =>
      importsOf(file)
        .filter((found) => found.specifier === '@playwright/test' && !found.isTypeOnly)
        .map((found) => `e2e/${basename(file)}:${found.line} imports a value from '@playwright/test'`),
    );
    expect(direct).toEqual([]);
  });

  it("every spec takes its tests from './fixtures'", () => {
    const without = specs
      .filter((file) => !importsOf(file).some((found) => found.specifier === './fixtures' && !found.isTypeOnly))
      .map((file) => `e2e/${basename(file)}`);
    expect(without).toEqual([]);
  });
});

describe('the import reader', () => {
  const read = (source: string) =>
    importsOf(join(e2eFolder, 'example.spec.ts'), source).map(({ specifier, isTypeOnly }) => ({
      specifier,
      isTypeOnly,
    }));

  it('tells type-only imports from value imports', () => {
    expect(
      read(
        [
          "import type { Page } from '@playwright/test';",
          "import { type Locator } from '@playwright/test';",
          "import { expect, type Page } from '@playwright/test';",
          "import { test } from './fixtures';",
          "export { devices } from '@playwright/test';",
          "import '@playwright/test';",
        ].join('\n'),
      ),
    ).toEqual([
      { specifier: '@playwright/test', isTypeOnly: true },
      { specifier: '@playwright/test', isTypeOnly: true },
      { specifier: '@playwright/test', isTypeOnly: false },
      { specifier: './fixtures', isTypeOnly: false },
      { specifier: '@playwright/test', isTypeOnly: false },
      { specifier: '@playwright/test', isTypeOnly: false },
    ]);
  });

  it('reads import() calls and leaves comments and strings alone', () => {
    expect(
      read(
        [
          "// import { test } from '@playwright/test';",
          'const text = "from \'@playwright/test\'";',
          "const lazy = () => import('./helpers');",
          "type Shape = typeof import('./fixtures');",
        ].join('\n'),
      ),
    ).toEqual([
      { specifier: './helpers', isTypeOnly: false },
      { specifier: './fixtures', isTypeOnly: true },
    ]);
  });
});
