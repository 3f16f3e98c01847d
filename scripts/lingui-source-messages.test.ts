/**
 * The English messages compiled where they stand (docs/decisions/048-english-in-the-code.md): each descriptor's
 * `message` is in Lingui's compiled form, plain text included, so rendering it in English needs no catalogue, no
 * compiler, and warns about nothing.
 */
import { runInNewContext } from 'node:vm';
import { transformSync } from '@babel/core';
import { setupI18n } from '@lingui/core';
import { vi } from 'vitest';
import linguiSourceMessages from './lingui-source-messages';

/** The descriptors of a module, as the plugin leaves them. */
function compiled(code: string): unknown {
  const out = transformSync(`var descriptors = ${code};`, { plugins: [linguiSourceMessages], configFile: false, babelrc: false });
  const context: { descriptors?: unknown } = {};
  runInNewContext(out?.code ?? '', context);
  // Made in another realm: copied, so toEqual compares plain values.
  return JSON.parse(JSON.stringify(context.descriptors)) as unknown;
}

describe('the English messages compiled in the code', () => {
  it('compiles plain text and messages with values, and leaves other objects alone', () => {
    expect(
      compiled(`[{ id: 'a', message: 'Marriage registrations' }, { id: 'b', message: 'Hello {name}' }, { id: 'c', other: 'x' }]`),
    ).toEqual([
      { id: 'a', message: ['Marriage registrations'] },
      { id: 'b', message: ['Hello ', ['name']] },
      { id: 'c', other: 'x' },
    ]);
  });

  it('renders them in English with no catalogue and no warning on the console', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
    const [plain, withValue] = compiled(`[{ id: 'a', message: 'Marriage registrations' }, { id: 'b', message: 'Hello {name}' }]`) as {
      id: string;
      message: string;
    }[];
    expect(i18n._(plain!)).toBe('Marriage registrations');
    expect(i18n._({ ...withValue!, values: { name: 'Amina' } })).toBe('Hello Amina');
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});
