import { fileURLToPath } from 'node:url';
import type { GetManualChunk, ManualChunkMeta } from 'rollup';
import type { Plugin } from 'vite';

/**
 * The pages whose first load is measured: the login page, the logged-in shell (calendar) and the
 * customer list, each the entry plus its route modules.
 */
const keyPages = {
  login: ['src/app/routes/login.tsx'],
  shell: ['src/app/routes/app-shell.tsx'],
  list: ['src/app/routes/app-shell.tsx', 'src/app/routes/customer-list.tsx'],
} as const;
type KeyPage = keyof typeof keyPages;

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const entryModule = `${webRoot}index.html`;

type Node = { type: string; [key: string]: unknown };
type Name = { type: string; name?: string; value?: unknown };
type Specifier = { type: string; imported?: Name; local?: Name; exported?: Name };
type Program = { body: Node[] };

const nameOf = (name: Name | undefined) => String(name?.name ?? name?.value ?? '');
/** A module's import and export-from sources in the order Rollup lists its importedIds. */
const sourceOf = (node: Node) => (node.source as { value?: string } | null | undefined)?.value;

const importedName = (specifier: Specifier) =>
  specifier.type === 'ImportNamespaceSpecifier'
    ? '*'
    : specifier.type === 'ImportDefaultSpecifier'
      ? 'default'
      : nameOf(specifier.imported);

/**
 * The modules a module needs when it runs, following only the names it imports through re-exports:
 * `import { Select } from '@mantine/core'` needs Select's module, not the other 150 components the package
 * index re-exports (Rollup's importedIds lists them all). A module with code of its own is needed whole, with
 * everything it imports; its re-exports (`export { x } from`, `export * from`) are followed for the names asked.
 */
const neededModules = (start: string, meta: ManualChunkMeta) => {
  const needed = new Set<string>();
  const visited = new Set<string>();
  // names asked of each module's re-exports so far ('*' = all of them)
  const asked = new Map<string, Set<string>>();
  const queue: [string, string[] | '*'][] = [[start, '*']];

  /** Rollup lists importedIds in the order a module's import and export-from sources first appear. */
  const resolvedSources = (id: string, program: Program) => {
    const sources: string[] = [];
    for (const node of program.body) {
      const source = sourceOf(node);
      if (source !== undefined && !sources.includes(source)) sources.push(source);
    }
    const ids = meta.getModuleInfo(id)?.importedIds ?? [];
    return new Map(sources.map((source, index) => [source, ids[index]]));
  };

  while (queue.length > 0) {
    const [id, names] = queue.pop() as [string, string[] | '*'];
    const info = meta.getModuleInfo(id);
    const program = info?.ast as Program | null | undefined;
    if (!info || !program) {
      // no syntax tree (a virtual or CSS module): needed whole
      if (!needed.has(id)) {
        needed.add(id);
        for (const imported of info?.importedIds ?? []) queue.push([imported, '*']);
      }
      continue;
    }
    const sources = resolvedSources(id, program);
    const targetOf = (node: Node) => sources.get(sourceOf(node) ?? '');

    if (!visited.has(id)) {
      visited.add(id);
      // Code beyond imports, re-exports and directives: the module runs, and so does all it imports.
      const hasCode = program.body.some(
        (node) =>
          !(
            node.type === 'ImportDeclaration' ||
            node.type === 'ExportAllDeclaration' ||
            (node.type === 'ExportNamedDeclaration' && !node.declaration) ||
            (node.type === 'ExpressionStatement' && typeof node.directive === 'string')
          ),
      );
      // A module that only re-exports is a path to other modules; any other (code, or bare imports such as the
      // page itself and style sheets) runs.
      const reExportsOnly =
        !hasCode &&
        program.body.some((node) => node.type === 'ExportNamedDeclaration' || node.type === 'ExportAllDeclaration');
      if (!reExportsOnly) needed.add(id);
      for (const node of program.body) {
        const target = targetOf(node);
        if (!target || node.type !== 'ImportDeclaration') continue;
        const specifiers = (node.specifiers as Specifier[] | undefined) ?? [];
        // A bare import runs the module for its side effects; a package that declares it has none (Mantine's
        // modules import each other that way to keep their order) is left out. Named imports matter where the
        // module's code uses them.
        if (specifiers.length === 0) {
          if (meta.getModuleInfo(target)?.moduleSideEffects !== false || /\.css($|\?)/.test(target)) {
            queue.push([target, '*']);
          }
        } else if (hasCode) {
          const wanted = specifiers.map(importedName);
          queue.push([target, wanted.includes('*') ? '*' : wanted]);
        }
      }
    }

    // Its re-exports, for the names not asked of it before.
    const seen = asked.get(id) ?? new Set<string>();
    asked.set(id, seen);
    if (seen.has('*')) continue;
    const fresh = names === '*' ? ['*'] : names.filter((name) => !seen.has(name));
    if (fresh.length === 0) continue;
    for (const name of fresh) seen.add(name);
    const all = fresh.includes('*');
    const unresolved = new Set(all ? [] : fresh);
    const imports = new Map<string, [string, string]>();
    for (const node of program.body) {
      const target = targetOf(node);
      if (!target || node.type !== 'ImportDeclaration') continue;
      for (const specifier of (node.specifiers as Specifier[] | undefined) ?? []) {
        imports.set(nameOf(specifier.local), [target, importedName(specifier)]);
      }
    }
    for (const node of program.body) {
      if (node.type !== 'ExportNamedDeclaration' || node.declaration) continue;
      const target = targetOf(node);
      const wanted: string[] = [];
      for (const specifier of (node.specifiers as Specifier[] | undefined) ?? []) {
        const exported = nameOf(specifier.exported);
        if (!all && !unresolved.has(exported)) continue;
        unresolved.delete(exported);
        if (target) wanted.push(specifier.type === 'ExportNamespaceSpecifier' ? '*' : nameOf(specifier.local));
        else {
          // `export { icons }` of an imported binding
          const binding = imports.get(nameOf(specifier.local));
          if (binding) queue.push([binding[0], binding[1] === '*' ? '*' : [binding[1]]]);
        }
      }
      if (target && wanted.length > 0) queue.push([target, wanted.includes('*') ? '*' : wanted]);
    }
    for (const node of program.body) {
      if (node.type !== 'ExportAllDeclaration') continue;
      const target = targetOf(node);
      if (!target) continue;
      if (node.exported) {
        if (all || unresolved.has(nameOf(node.exported as Name))) queue.push([target, '*']);
      } else if (all) queue.push([target, '*']);
      else if (unresolved.size > 0) queue.push([target, [...unresolved]]);
    }
  }
  return needed;
};

const baseName = (id: string) =>
  (id.split('?')[0] ?? id)
    .replace(/^.*[\\/]/, '')
    .replace(/\.(module\.css\.mjs|[cm]?[jt]sx?|css)$/, '')
    .replace(/[^A-Za-z0-9_-]/g, '');

/** The chunk a key page's route module lands in: named after the key pages that load it ('page-list-shell'). */
export const routeChunkName = (route: string) =>
  `page-${(Object.entries(keyPages) as [KeyPage, readonly string[]][])
    .filter(([, routes]) => routes.includes(route))
    .map(([page]) => page)
    .sort()
    .join('-')}`;

/** The chunk of modules no page runs; dropPageChunksUnused removes it from the build. */
const UNUSED = 'unused';

/**
 * Names every module's chunk (decision 130), so that Rollup moves none into a chunk by itself. Left unnamed, a module
 * goes into the chunk of the first named module that imports it, bare imports included: Mantine's modules import
 * each other bare to keep their order, and the entry came to import every page's chunk.
 *
 * - The entry's modules (index.html and what it needs): the entry chunk.
 * - The modules of the three key pages (the login page, the logged-in shell, the customer list): one chunk per set of
 *   key pages that need them — the login page's, the shell's (the list needs them too), the list's own, those the
 *   three share. Rollup's split, keyed by every combination of the forty routes that share a module, gave the
 *   customer list 75 files, each a request that on HTTP/1.1 queues behind six others; the page now loads 9, and no
 *   module it does not need.
 * - Every other module: keyed, as Rollup does, by the set of lazily loaded modules (routes, deferred parts) that need
 *   it, and named after the first of them.
 * - Modules whose code no page runs (Mantine's unused components, with the style sheets the mantine-css plugin gives
 *   them): the unused chunk, which nothing imports.
 */
export const pageChunks = (): GetManualChunk => {
  let groupOf: Map<string, string> | undefined;
  const groupsOf = (meta: ManualChunkMeta) => {
    const groups = new Map<string, string>();
    const inEntry = neededModules(entryModule, meta);
    for (const module of inEntry) groups.set(module, 'index');

    const keyPagesOf = new Map<string, Set<KeyPage>>();
    for (const [page, routes] of Object.entries(keyPages) as [KeyPage, readonly string[]][]) {
      for (const route of routes) {
        for (const module of neededModules(`${webRoot}${route}`, meta)) {
          if (inEntry.has(module)) continue;
          const pages = keyPagesOf.get(module) ?? new Set<KeyPage>();
          keyPagesOf.set(module, pages);
          pages.add(page);
        }
      }
    }
    for (const [module, pages] of keyPagesOf) groups.set(module, `page-${[...pages].sort().join('-')}`);

    const lazyModules = [...meta.getModuleIds()]
      .filter((module) => (meta.getModuleInfo(module)?.dynamicImporters.length ?? 0) > 0)
      .sort();
    const loadersOf = new Map<string, string[]>();
    for (const lazy of lazyModules) {
      for (const module of neededModules(lazy, meta)) {
        if (groups.has(module)) continue;
        const loaders = loadersOf.get(module) ?? [];
        loadersOf.set(module, loaders);
        loaders.push(lazy);
      }
    }
    const nameOfLoaders = new Map<string, string>();
    for (const [module, loaders] of loadersOf) {
      const key = loaders.join('|');
      let name = nameOfLoaders.get(key);
      if (!name) {
        name = `${baseName(loaders[0] as string)}~${nameOfLoaders.size + 1}`;
        nameOfLoaders.set(key, name);
      }
      groups.set(module, name);
    }

    for (const module of meta.getModuleIds()) {
      if (groups.has(module)) continue;
      // Rollup keeps code of it: a module reached some way the names above do not follow stays a chunk of its own.
      groups.set(module, meta.getModuleInfo(module)?.isIncluded ? `more-${baseName(module)}` : UNUSED);
    }
    return groups;
  };
  return (id, meta) => {
    groupOf ??= groupsOf(meta);
    return groupOf.get(id);
  };
};

/** Takes the chunk of unused modules (and its style sheet) out of the build: nothing imports it. */
export const dropPageChunksUnused = (): Plugin => ({
  name: 'bo:drop-unused-chunk',
  generateBundle(_options, bundle) {
    for (const [file, output] of Object.entries(bundle)) {
      const names = output.type === 'chunk' ? [output.name] : (output.names ?? []);
      if (names.some((name) => name === UNUSED || name === `${UNUSED}.css`)) delete bundle[file];
    }
  },
});
