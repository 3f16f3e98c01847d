/** Test-side control of the mock API: the reset before every test is fast and complete. */
import { describe, expect, it } from 'vitest';
import { clockOffsetMs } from './clock';
import { mockConfig } from './config';
import { advanceMockClock, configureMockApi, readOutbox, resetMockApi } from './control';
import { db } from './db';
import { DEMO_ACCOUNTS } from './seed/demo';
import { registerUntil } from './test-helpers';

describe('resetMockApi', () => {
  it('restores the demo scenario, empties the outbox, and resets the clock and config', async () => {
    await registerUntil('registered');
    await advanceMockClock(120);
    await configureMockApi({ accessTokenTtlSeconds: 5 });
    expect(readOutbox()).toHaveLength(1);

    await resetMockApi();
    expect(db.users.count()).toBe(DEMO_ACCOUNTS.length);
    expect(readOutbox()).toEqual([]);
    expect(clockOffsetMs()).toBe(0);
    expect(mockConfig.accessTokenTtlSeconds).toBe(300);
    expect(db.settings.count()).toBe(1);
  });
});
