/** mocks/README.md's accounts table matches the seeded demo accounts. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, FREE_NINS } from './seed/demo';

const readme = readFileSync(join(import.meta.dirname, 'README.md'), 'utf8');

describe('mocks/README.md', () => {
  it('lists every demo account with its phone, type and landing path, the password and the free NINs', () => {
    expect(readme).toContain(DEMO_PASSWORD);
    for (const account of DEMO_ACCOUNTS) {
      const row = readme.split('\n').find((line) => line.startsWith(`| ${account.email} |`));
      expect(row, account.email).toBeDefined();
      expect(row).toContain(account.phone);
      expect(row).toContain(` ${account.accountType} `);
      expect(row).toContain(account.landingPath);
      if (account.role) expect(row).toContain(account.role);
    }
    for (const nin of FREE_NINS) expect(readme).toContain(nin);
  });
});
