import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { NOTICES_FILE, packageDirOf, thirdPartyNotices } from './third-party-notices';

const root = dirname(import.meta.dirname);
const versionOf = (name: string) =>
  (JSON.parse(readFileSync(`${root}/node_modules/${name}/package.json`, 'utf8')) as { version: string }).version;

/** Runs the plugin's generateBundle as Vite would, on one chunk made of `moduleIds`; returns what it emitted. */
function emitted(moduleIds: string[]) {
  const files: { type: string; fileName: string; source: string }[] = [];
  const hook = thirdPartyNotices(root).generateBundle as unknown as (
    this: { emitFile: (file: { type: string; fileName: string; source: string }) => void },
    options: unknown,
    bundle: Record<string, unknown>,
  ) => void;
  hook.call(
    { emitFile: (file) => files.push(file) },
    {},
    {
      'assets/index.js': { type: 'chunk', moduleIds },
      'assets/index.css': { type: 'asset' },
    },
  );
  return files;
}

describe('third-party licence notices of a build', () => {
  it('lists every package with code in the bundle once, in name order, with its version, licence and licence text', () => {
    const files = emitted([
      `${root}/src/main.tsx`,
      `${root}/node_modules/react-dom/cjs/react-dom-client.production.js`,
      `${root}/node_modules/react-dom/client.js`,
      `${root}/node_modules/@mantine/core/styles.css`,
      '\0vite/preload-helper.js',
    ]);

    expect(files.map((file) => [file.type, file.fileName])).toEqual([['asset', NOTICES_FILE]]);
    const text = files[0]?.source ?? '';
    expect(text).toContain('3 packages, with the licence and notice files');
    const headings = text.split('\n').filter((line) => / \d+\.\d+\.\d+\S*: /.test(line));
    expect(headings).toEqual([
      `@mantine/core ${versionOf('@mantine/core')}: MIT`,
      `react-dom ${versionOf('react-dom')}: MIT`,
      `vite ${versionOf('vite')}: MIT`,
    ]);
    expect(text).toContain('Permission is hereby granted, free of charge');
    expect(text).toContain('Copyright (c) Meta Platforms, Inc. and affiliates.');
  });

  it("leaves out the project's own modules and the licences of what a build tool bundles into itself", () => {
    const text = emitted([`${root}/src/main.tsx`, '\0vite/modulepreload-polyfill.js'])[0]?.source ?? '';

    expect(text).toContain('1 package, with the licence and notice files');
    expect(text).not.toContain('main.tsx');
    expect(text).toContain('# Vite core license');
    expect(text).not.toContain('# Bundled dependencies');
  });

  it('finds the innermost package of a module path, scoped or not, on any platform', () => {
    expect(packageDirOf('C:\\app\\node_modules\\a\\node_modules\\@s\\b\\dist\\x.js?commonjs-proxy', 'C:\\app')).toBe(
      'C:/app/node_modules/a/node_modules/@s/b',
    );
    expect(packageDirOf('/app/node_modules/clsx/dist/clsx.mjs', '/app')).toBe('/app/node_modules/clsx');
    expect(packageDirOf('\0rolldown/runtime.js', '/app/')).toBe('/app/node_modules/rolldown');
    expect(packageDirOf('/app/src/main.tsx', '/app')).toBeUndefined();
    expect(packageDirOf('\0commonjs-helpers', '/app')).toBeUndefined();
  });
});
