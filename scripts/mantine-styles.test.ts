import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ALWAYS, importedStyles, MANTINE_STYLES_FILE, mantineStyles, neededStyles } from './mantine-styles';

const root = join(import.meta.dirname, '..');
const available = new Set(['Button', 'UnstyledButton', 'Checkbox', 'CheckboxCard', 'Input', 'Table']);

describe('neededStyles', () => {
  it('needs the stylesheet of every Mantine folder or file the bundle holds code of, and of nothing tree-shaken away', () => {
    const needed = neededStyles(
      [
        ['/repo/node_modules/@mantine/core/esm/components/Button/Button.mjs', 1200],
        ['/repo/node_modules/@mantine/core/esm/components/UnstyledButton/UnstyledButton.module.mjs', 80],
        ['/repo/node_modules/@mantine/core/esm/components/Checkbox/CheckboxCard/CheckboxCard.mjs', 900],
        // Imported through the package's index, but none of it is used.
        ['/repo/node_modules/@mantine/core/esm/components/Table/Table.mjs', 0],
        // Not Mantine's core, whatever its name.
        ['/repo/src/ui/components/form/Input.tsx', 500],
      ],
      available,
    );
    expect([...needed].sort()).toEqual(['Button', 'Checkbox', 'CheckboxCard', 'UnstyledButton']);
  });
});

describe(MANTINE_STYLES_FILE, () => {
  it('imports the reset, the variables and the global rules first', () => {
    expect(importedStyles(readFileSync(join(root, MANTINE_STYLES_FILE), 'utf8')).slice(0, 3)).toEqual([...ALWAYS]);
  });
});

describe('mantineStyles', () => {
  type Hook = (this: unknown, ...args: unknown[]) => void;
  const bundleOf = (ids: string[]) => ({
    'assets/app.js': { type: 'chunk', modules: Object.fromEntries(ids.map((id) => [id, { renderedLength: 100 }])) },
  });
  const context = {
    error: (message: string) => {
      throw new Error(message);
    },
  };
  const core = (path: string) => join(root, 'node_modules/@mantine/core/esm', path);

  it('fails a build that holds a component whose stylesheet the list lacks, naming it', () => {
    const plugin = mantineStyles(root, 'production');
    // Mantine's Stepper is not used by any page, so the list does not import its stylesheet.
    expect(() => (plugin.generateBundle as Hook).call(context, {}, bundleOf([core('components/Stepper/Stepper.mjs')]))).toThrow(
      /Mantine's Stepper is used, but src\/ui\/mantine-styles\.css does not import the stylesheet/,
    );
    expect(() => (plugin.generateBundle as Hook).call(context, {}, bundleOf([core('components/Button/Button.mjs')]))).not.toThrow();
  });

  it('fails the mock build, which holds every page, when the list imports a stylesheet no component needs', () => {
    const plugin = mantineStyles(root, 'mock');
    expect(() => (plugin.generateBundle as Hook).call(context, {}, bundleOf([core('components/Button/Button.mjs')]))).toThrow(
      /imports the stylesheet of .*ScrollArea.*, which no page uses any more: remove it/,
    );
  });
});
