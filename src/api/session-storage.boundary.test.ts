/**
 * The session store (./session-storage.ts) is the one home of the stored session (SPEC.md §3, §4; issue 29
 * item 5): no other module of the app or the mock reads or writes the token keys of session storage, names
 * them through `SESSION_KEYS`, or clears session storage (which drops the token with everything else).
 * Tests are exempt (they set up and inspect storage); so are the mock's own reset tools, which clear all of
 * session storage when the demo data is reset (mocks/**, not the portal).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const STORE = 'src/api/session-storage.ts';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$|\.fixtures\.ts$|test-/.test(entry.name) ? [path] : [];
  });
}

/** A token key (SPEC.md §3) read, written or removed through a storage object, or the keys' constant. */
const TOKEN_KEY_ACCESS =
  /\b(?:sessionStorage|localStorage|storage\(\)\??)\s*\.\s*(?:getItem|setItem|removeItem)\(\s*['"`](?:token|refreshToken|userProfile)['"`]|\b(?:sessionStorage|localStorage)\s*(?:\.\s*(?:token|refreshToken|userProfile)\b|\[\s*['"`](?:token|refreshToken|userProfile)['"`]\s*\])|\bSESSION_KEYS\b/;
/** Clearing session storage, which drops the token with the rest. */
const SESSION_CLEAR = /\bsessionStorage\s*\.\s*clear\s*\(/;

/** The files (relative to the repository) that break the rule, with the first offending line. */
function offenders(dirs: readonly string[], pattern: RegExp): string[] {
  return dirs
    .flatMap((d) => sourceFiles(join(root, d)))
    .map((f) => relative(root, f).split('\\').join('/'))
    .filter((f) => f !== STORE)
    .flatMap((f) => {
      const line = readFileSync(join(root, f), 'utf8')
        .split('\n')
        .findIndex((l) => pattern.test(l));
      return line < 0 ? [] : [`${f}:${line + 1}`];
    });
}

describe('the session store is the one home of the stored session', () => {
  it('finds the store and the sources it scans', () => {
    expect(sourceFiles(join(root, 'src')).length).toBeGreaterThan(100);
    expect(TOKEN_KEY_ACCESS.test(readFileSync(join(root, STORE), 'utf8'))).toBe(true);
  });

  it('no other module of src or mocks touches the token keys', () => {
    expect(offenders(['src', 'mocks'], TOKEN_KEY_ACCESS)).toEqual([]);
  });

  it('no other module of src clears session storage', () => {
    expect(offenders(['src'], SESSION_CLEAR)).toEqual([]);
  });

  it('the rule catches a direct read, write, removal and clear', () => {
    for (const line of [
      "sessionStorage.getItem('token')",
      'sessionStorage.setItem("refreshToken", x)',
      "localStorage.removeItem('userProfile')",
      "sessionStorage['token']",
      'sessionStorage.token',
      'SESSION_KEYS.token',
    ])
      expect(TOKEN_KEY_ACCESS.test(line), line).toBe(true);
    expect(SESSION_CLEAR.test('sessionStorage.clear();')).toBe(true);
    expect(TOKEN_KEY_ACCESS.test("params.get('token')")).toBe(false);
  });
});
