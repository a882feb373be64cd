import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

type ModuleImport = { specifier: string; line: number; isTypeOnly: boolean };

/** `import type`, `import { type A, type B }` or `export type … from`: nothing of the module exists at run time. */
const isTypeOnly = (node: ts.ImportDeclaration | ts.ExportDeclaration) => {
  if (ts.isExportDeclaration(node)) {
    const clause = node.exportClause;
    return (
      node.isTypeOnly ||
      (clause !== undefined && ts.isNamedExports(clause) && clause.elements.every((element) => element.isTypeOnly))
    );
  }
  const clause = node.importClause;
  if (!clause) return false; // `import 'x'` runs the module
  const bindings = clause.namedBindings;
  return (
    clause.isTypeOnly ||
    (clause.name === undefined &&
      bindings !== undefined &&
      ts.isNamedImports(bindings) &&
      bindings.elements.length > 0 &&
      bindings.elements.every((element) => element.isTypeOnly))
  );
};

/** A module's imports and re-exports (its top-level statements), read from its syntax tree. */
const importsOf = (fileName: string, text = readFileSync(fileName, 'utf8')): ModuleImport[] => {
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  return file.statements.flatMap((node) =>
    (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
    node.moduleSpecifier &&
    ts.isStringLiteral(node.moduleSpecifier)
      ? [
          {
            specifier: node.moduleSpecifier.text,
            line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1,
            isTypeOnly: isTypeOnly(node),
          },
        ]
      : [],
  );
};

/**
 * The browser tests' axe checks live in e2e/fixtures.ts (its `test` and `expect`); a spec that takes
 * `test` or `expect` from '@playwright/test' itself runs without them. Types from there are fine.
 */
const e2eFolder = fileURLToPath(new URL('../../e2e', import.meta.url));
const specs = readdirSync(e2eFolder)
  .filter((name) => name.endsWith('.spec.ts'))
  .map((name) => join(e2eFolder, name));

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

  it('leaves comments and strings alone', () => {
    expect(
      read(["// import { test } from '@playwright/test';", 'const text = "from \'@playwright/test\'";'].join('\n')),
    ).toEqual([]);
  });
});
