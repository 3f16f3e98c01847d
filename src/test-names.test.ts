/**
 * Unit test files share their worker's modules (vite.config.ts, project "shared"); a file that replaces a
 * module with vi.mock would see the real module another file imported first, or leave its stand-in to the
 * next, depending on the order files run in. Such a file must be named *.isolated.test.* so that it runs
 * with modules of its own (docs/decisions/015-test-budget.md).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('unit test files', () => {
  it('that replace a module with vi.mock are named *.isolated.test.*', () => {
    const files = ['src', 'mocks', 'scripts'].flatMap((d) => testFiles(join(root, d)));
    expect(files.length).toBeGreaterThan(100);
    const mocking = files.filter((f) => /\bvi\.(mock|doMock)\(/.test(readFileSync(f, 'utf8')) && f !== import.meta.filename);
    expect(mocking.length).toBeGreaterThan(0);
    expect(mocking.filter((f) => !/\.isolated\.test\.tsx?$/.test(f)).map((f) => relative(root, f))).toEqual([]);
  });
});
