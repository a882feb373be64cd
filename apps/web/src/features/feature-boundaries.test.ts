import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * bulletproof-react's one-way imports (shared → features → app): a feature shows other features its
 * `api/` modules (requests, query options, hooks) and nothing else, features do not import each other
 * in a circle, and the shared code below src/ (components, hooks, lib, config) knows no feature and no
 * route module. A screen that needs two features is composed in src/app/.
 */
const srcRoot = fileURLToPath(new URL('..', import.meta.url));
const SHARED_FOLDERS = ['components', 'hooks', 'lib', 'config'];

/** The .ts and .tsx files below a folder. */
const sourceFilesUnder = (directory: string) =>
  readdirSync(directory, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => join(directory, name))
    .sort();

/** Every module a file names (imports, re-exports, import() calls) with its line; comments and strings do not count. */
const importsOf = (file: string) => {
  const source = readFileSync(file, 'utf8');
  return ts.preProcessFile(source, true, true).importedFiles.map(({ fileName, pos }) => ({
    specifier: fileName,
    line: source.slice(0, pos).split('\n').length,
  }));
};

/** src-relative, '/'-separated path of what an import names, or undefined for a package. */
const targetOf = (specifier: string, fromFile: string) => {
  const absolute = specifier.startsWith('@/')
    ? join(srcRoot, specifier.slice(2))
    : specifier.startsWith('.')
      ? resolve(dirname(fromFile), specifier)
      : undefined;
  return absolute === undefined ? undefined : relative(srcRoot, absolute).split(sep).join('/');
};

type Edge = { file: string; line: number; specifier: string; target: string };

/** Every import of a src file that names another src module, with the file src-relative. */
const edgesUnder = (folder: string): Edge[] =>
  sourceFilesUnder(join(srcRoot, folder))
    .filter((file) => !file.endsWith('.test.ts'))
    .flatMap((file) =>
      importsOf(file).flatMap(({ specifier, line }) => {
        const target = targetOf(specifier, file);
        const from = relative(srcRoot, file).split(sep).join('/');
        return target === undefined ? [] : [{ file: from, line, specifier, target }];
      }),
    );

const featureOf = (path: string) => (path.startsWith('features/') ? path.split('/')[1] : undefined);
const describeEdge = (edge: Edge) => `${edge.file}:${edge.line} imports '${edge.specifier}'`;

/** The imports from one feature into another, by the two features' names. */
const crossFeatureEdges = (edges: readonly Edge[]) =>
  edges.flatMap((edge) => {
    const from = featureOf(edge.file);
    const to = featureOf(edge.target);
    return from !== undefined && to !== undefined && from !== to ? [{ ...edge, from, to }] : [];
  });

type FeatureEdge = ReturnType<typeof crossFeatureEdges>[number];

/** The features that reach each other through imports (strongly connected, Tarjan), with the imports inside. */
const featureCycles = (edges: readonly FeatureEdge[]) => {
  const next = new Map<string, Set<string>>();
  for (const edge of edges) next.set(edge.from, (next.get(edge.from) ?? new Set()).add(edge.to));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const connect = (feature: string) => {
    index.set(feature, index.size);
    low.set(feature, index.get(feature) as number);
    stack.push(feature);
    for (const other of next.get(feature) ?? []) {
      if (!index.has(other)) {
        connect(other);
        low.set(feature, Math.min(low.get(feature) as number, low.get(other) as number));
      } else if (stack.includes(other)) {
        low.set(feature, Math.min(low.get(feature) as number, index.get(other) as number));
      }
    }
    if (low.get(feature) !== index.get(feature)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop() as string;
      component.push(member);
    } while (member !== feature);
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const feature of [...next.keys()].sort()) if (!index.has(feature)) connect(feature);
  return cycles.map((members) => ({
    features: members,
    imports: edges.filter((edge) => members.includes(edge.from) && members.includes(edge.to)).map(describeEdge),
  }));
};

describe('feature boundaries', () => {
  const featureEdges = crossFeatureEdges(edgesUnder('features'));

  it('reads the features and finds their imports of each other', () => {
    // a walk that saw nothing would pass every rule below
    expect(featureEdges.length).toBeGreaterThan(10);
    expect(featureEdges.some((edge) => edge.from === 'invoices' && edge.to === 'customers')).toBe(true);
  });

  it("a feature imports only another feature's api/ modules", () => {
    const internals = featureEdges
      .filter((edge) => !edge.target.startsWith(`features/${edge.to}/api/`))
      .map((edge) => `${describeEdge(edge)}: features/${edge.to}/ shows other features only its api/`);
    expect(internals).toEqual([]);
  });

  it('features do not import each other in a circle', () => {
    expect(featureCycles(featureEdges)).toEqual([]);
  });

  it('shared code (components, hooks, lib, config) imports no feature and no route module', () => {
    const upward = SHARED_FOLDERS.flatMap(edgesUnder)
      .filter((edge) => edge.target.startsWith('features/') || edge.target.startsWith('app/'))
      .map(describeEdge);
    expect(upward).toEqual([]);
  });
});

describe('the checks themselves', () => {
  const edge = (file: string, target: string): Edge => ({ file, line: 1, specifier: `@/${target}`, target });

  it('see a cycle of three features and leave a chain alone', () => {
    const cycle = crossFeatureEdges([
      edge('features/a/components/x.tsx', 'features/b/api/y'),
      edge('features/b/api/y.ts', 'features/c/api/z'),
      edge('features/c/api/z.ts', 'features/a/api/w'),
      edge('features/c/api/z.ts', 'features/d/api/v'),
    ]);
    expect(featureCycles(cycle).map((found) => found.features)).toEqual([['a', 'b', 'c']]);
    expect(featureCycles(cycle.slice(0, 2))).toEqual([]);
  });

  it('resolve relative imports that climb into another feature', () => {
    const file = join(srcRoot, 'features/a/components/x.tsx');
    expect(targetOf('../../b/components/y', file)).toBe('features/b/components/y');
    expect(targetOf('@/features/b/api/z', file)).toBe('features/b/api/z');
    expect(targetOf('react', file)).toBeUndefined();
  });
});
