/**
 * Mantine's stylesheets for the components the portal uses, and no other (issue 33 item 2; docs/decisions/056-mantine-styles-in-use.md).
 *
 * `@mantine/core/styles.css` styles all of Mantine's 105 components: 30 kB of brotli that every page's first visit
 * downloaded, of which the portal uses about 45 components. src/ui/mantine-styles.css imports only theirs, one file
 * per component (`@mantine/core/styles/<Component>.css`), in the order styles.css has them, so the rules of the
 * components that remain cascade as before.
 *
 * The list is checked by every build ({@link mantineStyles}): a component whose code is in the bundle and whose
 * stylesheet the list lacks fails the build, so a new component cannot arrive unstyled. The mock build, which holds
 * every page (the mock tools' too), also fails on a stylesheet no component uses any more.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** The source file that imports the stylesheets (relative to the repository root). */
export const MANTINE_STYLES_FILE = 'src/ui/mantine-styles.css';

/** The stylesheets every page needs whatever its components: the reset, the theme's variables, the global rules. */
export const ALWAYS = ['baseline', 'default-css-variables', 'global'] as const;

/**
 * The stylesheets a list imports.
 * @param css - the list's text.
 * @returns the components' names (`Button` for `@import '@mantine/core/styles/Button.css';`), in its order.
 */
export function importedStyles(css: string): string[] {
  return [...css.matchAll(/@import\s+['"]@mantine\/core\/styles\/([A-Za-z-]+)\.css['"]/g)].map(([, name]) => name as string);
}

/**
 * The stylesheets the bundled Mantine code needs: for each module of `@mantine/core` that the bundle holds, every
 * folder or file of its path that has a stylesheet of the same name (`components/Checkbox/CheckboxCard/…` needs
 * Checkbox.css and CheckboxCard.css).
 * @param modules - the bundle's module ids with their rendered length (0: tree-shaken away).
 * @param available - the names of `@mantine/core/styles/*.css`.
 * @returns the names needed.
 */
export function neededStyles(modules: Iterable<[string, number]>, available: ReadonlySet<string>): Set<string> {
  const needed = new Set<string>();
  for (const [id, length] of modules) {
    if (length === 0) continue;
    const path = /[\\/]@mantine[\\/]core[\\/]esm[\\/](.+)$/.exec(id)?.[1];
    if (!path) continue;
    for (const part of path.split(/[\\/]/)) {
      const name = part.replace(/(\.module)?\.mjs$/, '');
      if (available.has(name)) needed.add(name);
    }
  }
  return needed;
}

/**
 * The order of the stylesheets in `@mantine/core/styles.css`, which is their concatenation: later rules override
 * earlier ones of the same weight, so a list must keep it.
 * @param stylesDir - `@mantine/core/styles`.
 * @param available - the names of its stylesheets.
 * @returns the names, in styles.css's order.
 */
function stylesOrder(stylesDir: string, available: ReadonlySet<string>): string[] {
  const whole = readFileSync(join(stylesDir, '..', 'styles.css'), 'utf8');
  return [...available]
    .map((name) => ({ name, at: whole.indexOf(readFileSync(join(stylesDir, `${name}.css`), 'utf8').trim()) }))
    .sort((a, b) => a.at - b.at)
    .map(({ name }) => name);
}

/**
 * The build's check of the list.
 * @param root - the repository's root directory.
 * @param mode - the build's mode (`mock` also refuses a stylesheet no component needs).
 * @returns the plugin; its error names the stylesheets to add or remove.
 */
export function mantineStyles(root: string, mode: string): Plugin {
  const stylesDir = join(root, 'node_modules', '@mantine', 'core', 'styles');
  return {
    name: 'portal:mantine-styles',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (this.environment?.config.build.ssr) return;
      const available = new Set(
        readdirSync(stylesDir)
          .filter((file) => file.endsWith('.css') && !file.endsWith('.layer.css'))
          .map((file) => file.replace(/\.css$/, '')),
      );
      const listed = new Set(importedStyles(readFileSync(join(root, MANTINE_STYLES_FILE), 'utf8')));
      const modules = Object.values(bundle).flatMap((file) =>
        file.type === 'chunk' ? Object.entries(file.modules).map(([id, module]): [string, number] => [id, module.renderedLength]) : [],
      );
      const needed = neededStyles(modules, available);
      const order = stylesOrder(stylesDir, available);
      const listedInOrder = [...listed].map((name) => order.indexOf(name));
      if (listedInOrder.some((position, index) => index > 0 && position < (listedInOrder[index - 1] ?? -1)))
        this.error(
          `${MANTINE_STYLES_FILE} must import the stylesheets in the order of @mantine/core/styles.css: ${order.filter((name) => listed.has(name)).join(', ')}`,
        );
      const missing = [...needed].filter((name) => !listed.has(name)).sort();
      if (missing.length > 0)
        this.error(
          `Mantine's ${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} used, but ${MANTINE_STYLES_FILE} does not import the stylesheet: add @mantine/core/styles/<name>.css there, in the order of @mantine/core/styles.css`,
        );
      if (mode === 'mock') {
        const unused = [...listed].filter((name) => !needed.has(name) && !(ALWAYS as readonly string[]).includes(name)).sort();
        if (unused.length > 0)
          this.error(`${MANTINE_STYLES_FILE} imports the stylesheet of ${unused.join(', ')}, which no page uses any more: remove it`);
      }
    },
  };
}
