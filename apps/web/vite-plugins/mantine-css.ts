import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
const coreStyles = join(dirname(require.resolve('@mantine/core/styles.css')), 'styles');

/** …/@mantine/core/esm/components/Button/Button.module.css.mjs → "Button"; likewise for @mantine/dates. */
const styleModule = /[\\/]@mantine[\\/](core|dates)[\\/]esm[\\/].*[\\/]([A-Za-z]+)\.module\.css\.mjs$/;

const devEntry = /[\\/]src[\\/]main\.tsx$/;
const wholeStyles = "import '@mantine/core/styles.css';\nimport '@mantine/dates/styles.css';\n";

/**
 * Mantine's per-component styles travel with the components that use them.
 *
 * Each Mantine component imports its class-name map (`X.module.css.mjs`); this plugin adds the matching
 * stylesheet (`@mantine/core/styles/X.css`) to that import. The stylesheet then lands in the chunk that holds
 * the component: the login page gets the styles of the login page, a route chunk the styles of its route, and
 * a component's dependencies (Select → Combobox, Input, Popover …) come with it in dependency order. The base
 * styles (baseline, CSS variables, global) stay a global import in app/provider.tsx.
 * @mantine/dates ships one stylesheet; it goes with the first date component a chunk uses.
 */
export const mantineCssPerComponent = (): Plugin => {
  let isDevServer = false;
  return {
    name: 'bo:mantine-css-per-component',
    enforce: 'pre',
    configResolved(config) {
      isDevServer = config.command === 'serve';
    },
    transform(code, id) {
      // The dev server pre-bundles Mantine (its modules never reach this hook): it takes the whole stylesheets.
      if (isDevServer) return devEntry.test(id) ? { code: `${wholeStyles}${code}`, map: null } : null;
      const match = styleModule.exec(id.split('?')[0] ?? '');
      if (!match) return null;
      const [, pkg, name] = match;
      if (pkg === 'dates') return { code: `import '@mantine/dates/styles.css';\n${code}`, map: null };
      if (!existsSync(join(coreStyles, `${name}.css`))) return null;
      return { code: `import '@mantine/core/styles/${name}.css';\n${code}`, map: null };
    },
  };
};
