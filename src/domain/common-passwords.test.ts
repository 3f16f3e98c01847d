import { describe, expect, it, vi } from 'vitest';
import { loadCommonPasswords } from './common-passwords';
import { COMMON_PASSWORD_COUNT } from './password-rule';

describe('the common-password list (NIST SP 800-63B §5.1.1.2; decision 012)', () => {
  it('is not there for a form before it has loaded, and the form does not wait for it', async () => {
    // A fresh copy of the module: test files share a worker's modules, and another may have loaded it.
    vi.resetModules();
    const fresh = await import('./common-passwords');
    expect(await fresh.commonPasswordsIfLoaded()).toBeNull();
    await fresh.loadCommonPasswords();
    expect(await fresh.commonPasswordsIfLoaded()).toBe(await fresh.loadCommonPasswords());
  });
  it('is the first 10,000 of the ranked list, lower-case, most common first', async () => {
    const common = await loadCommonPasswords();
    expect(common.size).toBe(COMMON_PASSWORD_COUNT);
    expect([...common].slice(0, 2)).toEqual(['123456', 'password']);
    expect([...common].every((p) => p === p.toLowerCase())).toBe(true);
    expect(common.has('p@ssw0rd')).toBe(true);
    expect(common.has('correct horse battery staple')).toBe(false);
  });
  it('is loaded once', async () => {
    expect(loadCommonPasswords()).toBe(loadCommonPasswords());
    expect(await loadCommonPasswords()).toBe(await loadCommonPasswords());
  });
});
