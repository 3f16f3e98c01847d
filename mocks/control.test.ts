/** Test-side control of the mock API: the reset before every test is fast and complete. */
import { beforeEach, describe, expect, it } from 'vitest';
import { clockOffsetMs, freezeClock } from './clock';
import { mockConfig } from './config';
import { advanceMockClock, configureMockApi, readOutbox, resetMockApi } from './control';
import { db } from './db';
import { DEMO_ACCOUNTS } from './seed/demo';
import { IMAM_ACCOUNT } from './seed/islamic-returns';
import { registerUntil } from './test-helpers';

// Expiry is judged on the mock clock, frozen so real seconds on a loaded machine never count.
beforeEach(() => {
  freezeClock();
});

describe('resetMockApi', () => {
  it('restores the demo scenario, empties the outbox, and resets the clock and config', async () => {
    await registerUntil('registered');
    await advanceMockClock(120);
    await configureMockApi({ accessTokenTtlSeconds: 5 });
    expect(readOutbox()).toHaveLength(1);

    await resetMockApi();
    expect(db.users.count()).toBe([...DEMO_ACCOUNTS, IMAM_ACCOUNT].length);
    expect(readOutbox()).toEqual([]);
    expect(clockOffsetMs()).toBe(0);
    expect(mockConfig.accessTokenTtlSeconds).toBe(300);
    expect(db.settings.count()).toBe(1);
  });
});
