import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/** One module a source file names, at its 1-based line; type-only when nothing of it exists at run time. */
export type ModuleImport = { specifier: string; line: number; isTypeOnly: boolean };

const isTypeOnlyImport = (node: ts.ImportDeclaration) => {
  const clause = node.importClause;
  if (!clause) return false; // `import 'x'` runs the module
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  return (
    clause.name === undefined &&
    bindings !== undefined &&
    ts.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every((element) => element.isTypeOnly)
  );
};

const isTypeOnlyExport = (node: ts.ExportDeclaration) =>
  node.isTypeOnly ||
  (node.exportClause !== undefined &&
    ts.isNamedExports(node.exportClause) &&
    node.exportClause.elements.length > 0 &&
    node.exportClause.elements.every((element) => element.isTypeOnly));

/**
 * Every module a TypeScript file names: imports, re-exports (`export … from`), `import()` calls and
 * `typeof import()` types, read from its syntax tree (so comments and strings do not count).
 */
export const importsOf = (fileName: string, source = readFileSync(fileName, 'utf8')): ModuleImport[] => {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found: ModuleImport[] = [];
  const add = (specifier: ts.Node, isTypeOnly: boolean) => {
    if (!ts.isStringLiteral(specifier)) return;
    const line = file.getLineAndCharacterOfPosition(specifier.getStart(file)).line + 1;
    found.push({ specifier: specifier.text, line, isTypeOnly });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) add(node.moduleSpecifier, isTypeOnlyImport(node));
    else if (ts.isExportDeclaration(node) && node.moduleSpecifier) add(node.moduleSpecifier, isTypeOnlyExport(node));
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0]) {
      add(node.arguments[0], false);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) add(node.argument.literal, true);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
};

/** The .ts and .tsx files below a folder, as absolute paths. */
export const sourceFilesUnder = (directory: string): string[] =>
  readdirSync(directory, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => join(directory, name))
    .sort();
